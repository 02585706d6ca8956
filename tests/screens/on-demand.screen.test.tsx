import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { onDemand } from "@/client/components/on-demand";

type Props = { open: boolean; name: string };

function Greeting({ open, name }: Props) {
  return <p>{open ? `Hello, ${name}` : `Goodbye, ${name}`}</p>;
}

/** A part on demand, and how many times its code was asked for. */
function part(options?: Parameters<typeof onDemand<Props>>[1]) {
  const asked = { times: 0 };
  const Part = onDemand(async () => {
    asked.times += 1;
    return Greeting;
  }, options);
  return { Part, asked };
}

describe("a part whose code arrives on demand", () => {
  it("asks for its code the first time it is wanted, once, and is kept after", async () => {
    const { Part, asked } = part({ wanted: (props) => props.open });
    const { container, rerender } = render(<Part open={false} name="Sam" />);
    expect(container).toBeEmptyDOMElement();
    expect(asked.times).toBe(0);

    rerender(<Part open name="Sam" />);
    expect(await screen.findByText("Hello, Sam")).toBeVisible();
    // Closing keeps it drawn, for the dialog's own closing animation; its props still arrive.
    rerender(<Part open={false} name="Ana" />);
    expect(screen.getByText("Goodbye, Ana")).toBeVisible();
    rerender(<Part open name="Ana" />);
    expect(screen.getByText("Hello, Ana")).toBeVisible();
    expect(asked.times).toBe(1);
  });

  it("without `wanted`, asks for its code as soon as it is drawn", async () => {
    const { Part, asked } = part();
    render(<Part open={false} name="Sam" />);
    expect(await screen.findByText("Goodbye, Sam")).toBeVisible();
    expect(asked.times).toBe(1);
  });

  it("is left out of a page the server draws, which can't wait for its code", () => {
    const { Part, asked } = part({ wanted: (props) => props.open });
    expect(renderToString(<Part open name="Sam" />)).toBe("");
    expect(asked.times).toBe(0);
  });
});
