import { toast } from "@/client/components/ui/toast";

/** The greeting a new member gets once their profile exists, by sign-up or after Google. */
export function welcomeNewMember(title: string, name: string) {
  const firstName = name.split(/\s+/)[0] || name;
  toast.success(title, `Welcome to Vouch, ${firstName}. Now gather the friends who know you best.`);
}
