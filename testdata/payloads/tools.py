## Rebinding a tool's name, by every binding form.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Rebinding tools.
# name: assign tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
final_answer = print
---
# name: def tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
def final_answer(x):
    return x
---
# name: param tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
def f(final_answer): pass
---
# name: lambda param tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
lambda final_answer: 1
---
# name: for tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
for final_answer in range(3): pass
---
# name: walrus tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
(final_answer := 3)
---
# name: except as tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
try:
    1/0
except Exception as final_answer:
    pass
---
# name: import as tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
import math as final_answer
---
# name: comprehension tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
[0 for final_answer in range(3)]
---
# name: tuple target tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
a, final_answer = 1, 2
---
# name: global tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
def f():
    global final_answer
    final_answer = 1
---
# name: del tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
del final_answer
---
# name: del tool in tuple
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
x = 1
del x, final_answer
---
# name: del tool in function
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
def f():
    del final_answer
---
# name: del global tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
def f():
    global final_answer
    del final_answer
---
# name: class tool
# kind: policy
# want: InterpreterError: Cannot assign to name 'final_answer': doing this would erase the existing tool!
# unsupported: NotImplementedError
class final_answer: pass
