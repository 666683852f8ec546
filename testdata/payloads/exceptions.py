## Exceptions that end processes elsewhere end only the run here.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Exceptions that end processes elsewhere.
# name: sys.modules (SystemExit only ends the run: see TestScriptsAsPython3)
# kind: exception
# want: AttributeError: module 'sys' has no attribute 'modules' (pyinterp leaves it out
import sys
sys.modules['os'].system('id')
---
# name: keyboard interrupt
# kind: exception
# want: KeyboardInterrupt
raise KeyboardInterrupt
