## Builtins pyinterp leaves out on purpose (eval, exec, open, ...), under other names.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Forbidden builtins.
# name: eval
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'eval' is not among the explicitly allowed tools or defined/imported in the preceding code
eval('1+1')
---
# name: exec
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'exec'
exec('import os')
---
# name: compile
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'compile'
compile('1', '', 'eval')
---
# name: open
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'open'
open('/etc/passwd').read()
---
# name: dunder import
# kind: policy
# want: InterpreterError: Forbidden function evaluation: '__import__'
__import__('os').system('id')
---
# name: globals
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'globals'
globals()['final_answer']
---
# name: locals
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'locals'
locals()
---
# name: vars
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'vars'
vars()
---
# name: vars of builtin type
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __dict__
# unsupported: InterpreterError: Forbidden function evaluation: 'vars'
vars(int)
---
# name: vars of object
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __dict__
# unsupported: InterpreterError: Forbidden function evaluation: 'vars'
vars(object)['__subclasses__']
---
# name: input
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'input'
input()
---
# name: breakpoint
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'breakpoint'
breakpoint()
---
# name: exit reaches the host
# kind: exception
# want: AttributeError: 'Quitter' object has no attribute 'eof'
exit.eof.__class__
---
# name: memoryview
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'memoryview'
memoryview(b'x')
---
# name: eval via alias
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'eval'
e = eval
e('1')
---
# name: eval via map
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'eval'
list(map(eval, ['1']))
---
# name: nfkc eval
# kind: policy
# want: InterpreterError: Forbidden function evaluation: 'eval'
ｅｖａｌ('1')
---
# name: nfkc import
# kind: policy
# want: InterpreterError: Forbidden function evaluation: '__import__'
__ｉｍｐｏｒｔ__('os')
---
# name: builtins name
# kind: exception
# want: NameError: name '__builtins__' is not defined
__builtins__
