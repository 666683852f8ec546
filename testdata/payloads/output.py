## Output bombs.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Output bombs.
# name: print loop
# kind: limit
# want: InterpreterError: Output limit of 1048576 bytes exceeded
while True:
    print('x' * 1000)
---
# name: print huge
# kind: limit
# want: InterpreterError: Output limit of 1048576 bytes exceeded
print('x' * 10**7)
