## Attribute walks to interpreter internals: object.__subclasses__(), function
## globals and code, format-string traversal, frames and tracebacks.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Dunder walks to object.__subclasses__().
# name: subclasses via tuple
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
().__class__.__bases__[0].__subclasses__()
---
# name: subclasses via str mro
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
''.__class__.__mro__[1].__subclasses__()
---
# name: subclasses of object
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
object.__subclasses__()
---
# name: subclasses via type
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
type.__subclasses__(object)
---
# name: subclasses via getattr concat
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
getattr(object, '__subcl' + 'asses__')()
---
# name: subclasses via hasattr
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
# (hasattr and getattr with a default see the refused name as absent)
if not hasattr(object, '__subclasses__') and getattr(object, '__subclasses__', None) is None:
    getattr(object, '__subclasses__')
---
# name: class via getattr concat then subclasses
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
getattr(getattr(1, '__cl'+'ass__'), '__ba'+'ses__')[0].__subclasses__()
---
## Function internals.
# name: function globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
def f(): pass
f.__globals__
---
# name: lambda globals builtins
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
(lambda: 0).__globals__['__builtins__']
---
# name: function code
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __code__
def f(): pass
f.__code__
---
# name: code consts
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __code__
def f(): return 1
f.__code__.co_consts
---
# name: function closure
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __closure__
def f():
    x = 1
    def g(): return x
    return g
f().__closure__
---
# name: function builtins
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __builtins__
def f(): pass
f.__builtins__
---
# name: function defaults write
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __defaults__
def f(x=1): pass
f.__defaults__ = (2,)
---
# name: getattr globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
def f(): pass
getattr(f, '__glo' + 'bals__')
---
# name: setattr code
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __code__
def f(): pass
setattr(f, '__code__', None)
---
# name: delattr globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
def f(): pass
delattr(f, '__globals__')
---
# name: tool globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
final_answer.__globals__
---
# name: builtin self
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __self__
print.__self__
---
# name: bound method self
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __self__
[].append.__self__
---
# name: getattribute bypass
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __getattribute__
def f(): pass
object.__getattribute__(f, '__globals__')
---
# name: type getattribute
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __getattribute__
type(1).__getattribute__
---
# name: builtin type dict
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __dict__
int.__dict__
---
# name: object dict
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __dict__
object.__dict__
---
# name: reduce_ex
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __reduce_ex__
(1).__reduce_ex__(2)
---
# name: reduce
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __reduce__
[].__reduce__()
---
# name: dunder import attribute
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __import__
print.__import__
---
# name: dunder loader
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __loader__
int.__loader__
---
# name: sizeof
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __sizeof__
[].__sizeof__()
---
## Format-string traversal.
# name: format globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
# unsupported: NotImplementedError
def f(): pass
'{0.__globals__}'.format(f)
---
# name: format subclasses
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __subclasses__
# unsupported: NotImplementedError
'{0.__class__.__base__.__subclasses__}'.format(1)
---
# name: format init globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
# unsupported: NotImplementedError
def f(): pass
'{.__init__.__globals__}'.format(f)
---
# name: format_map globals
# kind: policy
# want: InterpreterError: Forbidden access to dunder attribute: __globals__
# unsupported: NotImplementedError
def f(): pass
'{x.__globals__}'.format_map({'x': f})
---
## Frame walks.
# name: generator frame
# kind: policy
# want: InterpreterError: Forbidden access to attribute: gi_frame
def g():
    yield 1
g().gi_frame
---
# name: generator code
# kind: policy
# want: InterpreterError: Forbidden access to attribute: gi_code
def g():
    yield 1
g().gi_code
---
# name: genexp frame f_back
# kind: policy
# want: InterpreterError: Forbidden access to attribute: gi_frame
(x for x in []).gi_frame.f_back.f_globals
---
## Tracebacks: exc.__traceback__ is a restricted traceback object (line,
## function name, file name); its frame has f_code and f_lineno only, its code
## co_name, co_qualname and co_filename. Every walk to a namespace is refused.
# name: traceback frame globals
# kind: policy
# want: InterpreterError: Forbidden access to attribute: f_globals
try:
    1/0
except Exception as e:
    e.__traceback__.tb_frame.f_globals
---
# name: traceback frame locals via getattr
# kind: policy
# want: InterpreterError: Forbidden access to attribute: f_locals
try:
    1/0
except Exception as e:
    getattr(getattr(e, '__trace' + 'back__').tb_frame, 'f_loc' + 'als')
---
# name: traceback frame builtins
# kind: policy
# want: InterpreterError: Forbidden access to attribute: f_builtins
def f():
    raise ValueError
try:
    f()
except ValueError as e:
    e.__traceback__.tb_next.tb_frame.f_builtins['__import__']('os')
---
# name: traceback frame f_back
# kind: policy
# want: InterpreterError: Forbidden access to attribute: f_back
try:
    1/0
except Exception as e:
    e.__traceback__.tb_frame.f_back
---
# name: traceback code consts
# kind: policy
# want: InterpreterError: Forbidden access to attribute: co_consts
try:
    1/0
except Exception as e:
    e.__traceback__.tb_frame.f_code.co_consts
---
# name: traceback code bytes
# kind: policy
# want: InterpreterError: Forbidden access to attribute: co_code
try:
    1/0
except Exception as e:
    e.__traceback__.tb_frame.f_code.co_code
---
# name: traceback frame dict
# kind: exception
# want: AttributeError: 'frame' object has no attribute '__dict__'
try:
    1/0
except Exception as e:
    e.__traceback__.tb_frame.__dict__
---
# name: traceback frame class new
# kind: exception
# want: TypeError: cannot create 'frame' instances
try:
    1/0
except Exception as e:
    type(e.__traceback__.tb_frame)()
---
# name: traceback type forged
# kind: exception
# want: TypeError: cannot create 'traceback' instances
try:
    1/0
except Exception as e:
    type(e.__traceback__)(None, None, 0, 0)
---
# name: traceback subclassed
# kind: exception
# want: TypeError: type 'traceback' is not an acceptable base type
try:
    1/0
except Exception as e:
    class T(type(e.__traceback__)):
        pass
---
# name: traceback lasti
# kind: policy
# want: InterpreterError: Forbidden access to attribute: tb_lasti
try:
    1/0
except Exception as e:
    e.__traceback__.tb_lasti
---
# name: with_traceback forged object
# kind: exception
# want: TypeError: __traceback__ must be a traceback or None
class FakeTb:
    tb_frame = None
    tb_next = None
    tb_lineno = 1
ValueError().with_traceback(FakeTb())
---
# name: tb_frame by name
# kind: policy
# want: InterpreterError: Forbidden access to attribute: tb_frame
try:
    1/0
except Exception as e:
    e.tb_frame
---
# name: f_code on a function
# kind: policy
# want: InterpreterError: Forbidden access to attribute: f_code
def g():
    yield 1
getattr(g(), 'f_code')
---
# name: f_back by name
# kind: policy
# want: InterpreterError: Forbidden access to attribute: f_back
def g():
    yield 1
getattr(g(), 'f_back')
