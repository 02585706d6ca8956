import { describe, expect, it } from "vitest";
import { addressForLimits, clientAddress, connectionAddress } from "./client-ip";

describe("the client's address behind proxies", () => {
  it.each([
    [
      "no proxy trusted: the socket, whatever the header says",
      "6.6.6.6",
      "10.0.0.1",
      0,
      "10.0.0.1",
    ],
    ["one hop: the entry our proxy appended", "6.6.6.6, 203.0.113.7", "10.0.0.1", 1, "203.0.113.7"],
    [
      "one hop, no spoofing: the header as sent by a real client",
      "203.0.113.7",
      "10.0.0.1",
      1,
      "203.0.113.7",
    ],
    [
      "two hops: the second from the right",
      "6.6.6.6, 203.0.113.7, 10.0.0.2",
      "10.0.0.1",
      2,
      "203.0.113.7",
    ],
    [
      "two hops with a forged leftmost entry",
      "1.1.1.1, 2.2.2.2, 203.0.113.7, 10.0.0.2",
      "10.0.0.1",
      2,
      "203.0.113.7",
    ],
    ["fewer entries than hops: the socket", "203.0.113.7", "10.0.0.1", 2, "10.0.0.1"],
    ["a hop that isn't an address: the socket", "6.6.6.6, not-an-ip", "10.0.0.1", 1, "10.0.0.1"],
    ["no header: the socket", undefined, "10.0.0.1", 1, "10.0.0.1"],
    ["IPv6 client", "2001:db8::1", "10.0.0.1", 1, "2001:db8::1"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::ffff:203.0.113.7", "10.0.0.1", 1, "203.0.113.7"],
    [
      "trusted addresses: the first untrusted from the right",
      "6.6.6.6, 203.0.113.7, 10.0.0.2",
      "10.0.0.1",
      ["10.0.0.1", "10.0.0.2"],
      "203.0.113.7",
    ],
    [
      "trusted addresses, socket on a mapped IPv6",
      "203.0.113.7",
      "::ffff:10.0.0.1",
      ["10.0.0.1"],
      "203.0.113.7",
    ],
    [
      "trusted addresses, but the socket isn't one: the socket",
      "203.0.113.7",
      "198.51.100.9",
      ["10.0.0.1"],
      "198.51.100.9",
    ],
    [
      "every entry a trusted proxy: the socket",
      "10.0.0.2",
      "10.0.0.1",
      ["10.0.0.1", "10.0.0.2"],
      "10.0.0.1",
    ],
  ] as const)("%s", (_title, header, socket, trust, expected) => {
    expect(clientAddress(header, socket, trust)).toBe(expected);
  });
});

describe("the address the limits count", () => {
  it.each([
    ["IPv4 as itself", "203.0.113.7", "203.0.113.7"],
    ["IPv6 as its /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["another address of that /64 alike", "2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["written with capitals alike", "2001:DB8:1:2::FFFF", "2001:db8:1:2::/64"],
    ["a neighbouring /64 apart", "2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["a short one", "2001:db8::1", "2001:db8:0:0::/64"],
    ["loopback", "::1", "0:0:0:0::/64"],
    ["anything else untouched", "unknown", "unknown"],
  ])("%s", (_, address, counted) => {
    expect(addressForLimits(address)).toBe(counted);
  });
});

describe("the address a connection counts against", () => {
  it("is the socket's with no proxy trusted, an IPv6 one as its /64, an IPv4-mapped one as IPv4", () => {
    expect(connectionAddress("203.0.113.7", 0)).toBe("203.0.113.7");
    expect(connectionAddress("::ffff:203.0.113.7", 0)).toBe("203.0.113.7");
    expect(connectionAddress("2001:db8:1:2:3:4:5:6", 0)).toBe("2001:db8:1:2::/64");
  });

  it("is none for our proxies' connections, which carry many clients", () => {
    expect(connectionAddress("10.0.0.1", 1)).toBeUndefined();
    expect(connectionAddress("10.0.0.1", ["10.0.0.1"])).toBeUndefined();
    expect(connectionAddress("203.0.113.7", ["10.0.0.1"])).toBe("203.0.113.7");
  });
});
