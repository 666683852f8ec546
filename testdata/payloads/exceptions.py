## Exceptions that end processes elsewhere end only the run here.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Exceptions that end processes elsewhere.
# name: system exit
# kind: exception
# want: SystemExit: 1
raise SystemExit(1)
---
# name: keyboard interrupt
# kind: exception
# want: KeyboardInterrupt
raise KeyboardInterrupt
