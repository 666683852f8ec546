## CPU bombs: operation and while-loop limits, also inside builtins and math/big.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## CPU bombs.
# name: while true
# kind: limit
# want: InterpreterError: Maximum number of 1000000 iterations in While loop exceeded
while True: pass
---
# name: while true caught
# kind: limit
# want: iterations in While loop exceeded
try:
    while True: pass
except BaseException:
    pass
---
# name: huge for
# kind: limit
# want: InterpreterError: Reached the max number of operations of 10000000.
for i in range(10**18): pass
---
# name: sum huge range
# kind: limit
# want: InterpreterError: Reached the max number of operations of 
sum(range(10**18))
---
# name: max huge range
# kind: limit
# want: InterpreterError: Reached the max number of operations of 
max(range(10**18))
---
# name: sorted big
# kind: limit
# want: 
sorted(range(10**7))
---
# name: infinite generator
# kind: limit
# want: 
def g():
    while True:
        yield 1
sum(g())
---
# name: nested loops
# kind: limit
# want: InterpreterError: Reached the max number of operations of 
n = 0
for i in range(10**5):
    for j in range(10**5):
        n += 1
---
# name: finally no fresh budget
# kind: limit
# want: iterations in While loop exceeded
try:
    while True: pass
finally:
    while True: pass
---
# name: limit in finally loop
# kind: limit
# want: iterations in While loop exceeded
while True:
    try:
        pass
    finally:
        pass
---
## CPU past the deadline inside one uninterruptible math/big call.
# name: factorial bomb
# kind: limit
# want: InterpreterError: Reached the max number of operations of 
import math
math.factorial(10**7)
---
# name: comb bomb
# kind: limit
# want: InterpreterError: Reached the max number of operations of 
import math
math.comb(10**7, 5 * 10**6)
---
# name: perm bomb
# kind: limit
# want: InterpreterError: Reached the max number of operations of 
import math
math.perm(10**7, 5 * 10**6)
