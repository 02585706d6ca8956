import { toast } from "@/client/components/ui/toast";
import { firstName } from "@/client/lib/first-name";

/** The greeting a new member gets once their profile exists, by sign-up or after Google. */
export function welcomeNewMember(title: string, name: string) {
  toast.success(
    title,
    `Welcome to Vouch, ${firstName(name)}. Now gather the friends who know you best.`,
  );
}
