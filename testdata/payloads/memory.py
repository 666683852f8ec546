## Memory bombs: every allocation is charged to the run before it is made.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Memory bombs.
# name: str repeat
# kind: limit
# want: MemoryError
'a' * 10**12
---
# name: list repeat
# kind: limit
# want: MemoryError
[0] * 10**10
---
# name: tuple repeat
# kind: limit
# want: MemoryError
(1,) * 10**10
---
# name: bytes repeat
# kind: limit
# want: MemoryError
b'a' * 10**12
---
# name: bytearray alloc
# kind: limit
# want: MemoryError
bytearray(2**40)
---
# name: bytes alloc
# kind: limit
# want: MemoryError
bytes(10**12)
---
# name: ljust
# kind: limit
# want: MemoryError
'x'.ljust(10**12)
---
# name: center
# kind: limit
# want: MemoryError
'x'.center(10**12)
---
# name: zfill
# kind: limit
# want: MemoryError
'1'.zfill(10**12)
---
# name: str doubling
# kind: limit
# want: 
s = 'a'
while True:
    s = s + s
---
# name: list doubling
# kind: limit
# want: 
l = [1]
while True:
    l = l + l
---
# name: list inplace doubling
# kind: limit
# want: 
l = [1]
while True:
    l *= 2
---
# name: list of range
# kind: limit
# want: 
list(range(10**9))
---
# name: dict comprehension
# kind: limit
# want: 
{i: i for i in range(10**8)}
---
# name: memory caught
# kind: limit
# want: MemoryError
try:
    x = [0] * 10**9
except MemoryError:
    pass
---
## The tuples an itertools iterator builds are charged, not only the list slots that hold them (RSS stayed near twice the cap before).
# name: zip bomb
# kind: limit
# want: MemoryError
x = list(zip(range(10**8), range(10**8)))
---
# name: dict items bomb
# kind: limit
# want: MemoryError
d = dict.fromkeys(range(3*10**6))
x = list(d.items())
---
# name: itertools product bomb
# kind: limit
# want: MemoryError
import itertools
x = list(itertools.product(range(10**6), repeat=10))
---
# name: nested list comprehension
# kind: limit
# want: 
[[0] * 10**4 for _ in range(10**5)]
---
# name: str join bomb
# kind: limit
# want: 
'x' * 10**5
''.join(['x' * 10**5] * 10**5)
---
# name: replace bomb
# kind: limit
# want: 
s = 'a' * 10**6
s.replace('a', 'a' * 10**4)
---
## A yield inside an expression needs a coroutine (simple generators step without one): 20,000 suspended ones exceed the live-coroutine cap.
# name: generator bomb
# kind: limit
# want: 
def g():
    print([(yield 1)])
gs = [g() for _ in range(2 * 10**4)]
for x in gs:
    next(x)
---
## Big-int bombs.
# name: power tower
# kind: limit
# want: MemoryError
10**10**10
---
# name: shift bomb
# kind: limit
# want: MemoryError
1 << 10**10
---
# name: pow builtin
# kind: limit
# want: MemoryError
pow(2, 10**12)
---
# name: power of big
# kind: limit
# want: MemoryError
(2**1000000) ** 1000
---
# name: int str digits
# kind: exception
# want: ValueError: Exceeds the limit (4300 digits) for integer string conversion
str(10**5000)
---
# name: int parse digits
# kind: exception
# want: ValueError: Exceeds the limit (4300 digits) for integer string conversion
int('9' * 5000)
---
## Host out of memory: the traceback of an uncaught exception is formatted outside the run's memory limit; 10**5 chained exceptions sharing a 1 MB message made a 100 GB string.
# name: traceback chain bomb
# kind: exception
# want: ValueError: xxx
s = 'x' * 10**6
e = ValueError(s)
for i in range(10**5):
    x = ValueError(s)
    x.__context__ = e
    e = x
raise e
