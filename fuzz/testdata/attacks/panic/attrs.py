# Deleting and assigning the special attributes of objects, functions,
# classes, exceptions and library objects.
# --- del_instance_dict
class A:
    pass
a = A()
del a.__dict__
a.x = 1
a.x
# --- assign_instance_dict_non_dict
class A:
    pass
a = A()
a.__dict__ = 5
# --- assign_instance_dict_then_use
class A:
    pass
a = A()
a.__dict__ = {'x': 1}
a.x, vars if False else a.__dict__
# --- del_partial_dict
import functools
p = functools.partial(print, 1)
del p.__dict__
p.x = 1
# --- assign_partial_dict
import functools
p = functools.partial(print)
p.__dict__ = None
p.x
# --- del_function_dict
def f():
    pass
del f.__dict__
f.x = 1
# --- del_function_defaults
def f(a=1):
    return a
del f.__defaults__
f()
# --- assign_function_defaults_wrong
def f(a=1, b=2):
    return a, b
f.__defaults__ = (1, 2, 3, 4)
f()
# --- assign_function_defaults_short
def f(a, b=2):
    return a, b
f.__defaults__ = ()
f(1)
# --- del_function_kwdefaults
def f(*, a=1):
    return a
del f.__kwdefaults__
f()
# --- assign_function_kwdefaults_wrong
def f(*, a=1):
    return a
f.__kwdefaults__ = {'b': 2}
f()
# --- assign_function_name_non_str
def f():
    pass
f.__name__ = 5
# --- del_function_name
def f():
    pass
del f.__name__
# --- assign_function_qualname
def f():
    pass
f.__qualname__ = None
repr(f)
# --- del_function_annotations
def f(a: int):
    pass
del f.__annotations__
f.__annotations__
# --- del_class_name
class C:
    pass
del C.__name__
# --- assign_class_name_non_str
class C:
    pass
C.__name__ = 5
# --- assign_class_bases_cycle
class A:
    pass
class B(A):
    pass
A.__bases__ = (B,)
# --- assign_class_bases_empty
class A:
    pass
A.__bases__ = ()
# --- assign_instance_class_builtin
class A:
    pass
a = A()
a.__class__ = int
# --- assign_instance_class_incompatible
class A:
    __slots__ = ('x',)
class B:
    pass
a = A()
a.__class__ = B
a.x
# --- del_instance_class
class A:
    pass
del A().__class__
# --- del_exception_args
e = ValueError(1)
del e.args
str(e)
# --- assign_exception_args_non_tuple
e = ValueError(1)
e.args = 5
str(e), repr(e)
# --- assign_exception_traceback_wrong
e = ValueError(1)
e.__traceback__ = 5
# --- assign_exception_context_wrong
e = ValueError(1)
e.__context__ = 5
# --- assign_exception_cause_and_raise
e = ValueError(1)
e.__cause__ = e
raise e
# --- exception_context_cycle
a = ValueError('a')
b = ValueError('b')
a.__context__ = b
b.__context__ = a
raise a
# --- del_exception_cause
e = KeyError(1)
del e.__cause__
# --- assign_partial_func
import functools
p = functools.partial(print)
p.func = len
# --- assign_partial_args
import functools
p = functools.partial(print, 1)
p.args = 5
p()
# --- del_module_attr_then_use
import math
del math.pi
math.pi
# --- del_module_name
import json
del json.__name__
repr(json)
# --- assign_module_dict
import math
math.__dict__ = {}
# --- del_property_fget
p = property(lambda s: 1)
del p.fget
# --- property_none_get
class C:
    x = property(None)
C().x
# --- staticmethod_none
class C:
    f = staticmethod(None)
C.f()
# --- classmethod_none
class C:
    f = classmethod(None)
C.f()
# --- classmethod_of_classmethod
class C:
    f = classmethod(classmethod(lambda c: c))
C.f()
# --- super_outside_class
super().x
# --- super_wrong_args
super(int, 'x')
# --- super_type_not_subclass
class A:
    pass
super(A, 5).__init__()
# --- object_new_builtin
object.__new__(int)
# --- int_new_str
int.__new__(str)
# --- list_new_then_use
x = list.__new__(list)
x.append(1)
# --- dict_new_subclass_use
class D(dict):
    pass
x = dict.__new__(D)
x[1] = 2
# --- type_new_weird
type.__new__(type, 'X', (int, str), {})
# --- type_call_non_type
type.__call__(5)
# --- object_init_args
object.__init__(5, 6)
# --- object_setattr_builtin
object.__setattr__(1, 'real', 5)
# --- object_reduce
object.__reduce_ex__(5, 2)
# --- slots_descriptor_other_class
class A:
    __slots__ = ('x',)
class B:
    __slots__ = ('x',)
A.x.__get__(B())
# --- slots_descriptor_set_other
class A:
    __slots__ = ('x',)
A.x.__set__(5, 1)
# --- generator_attributes
def g():
    yield 1
x = g()
x.gi_running, x.gi_yieldfrom
x.__name__ = 5
# --- frozen_dataclass_setattr
import dataclasses
@dataclasses.dataclass(frozen=True)
class P:
    x: int
p = P(1)
object.__setattr__(p, 'x', 2)
p.x = 3
# --- enum_member_setattr
import enum
class E(enum.Enum):
    A = 1
E.A.value = 5
# --- enum_delete_member
import enum
class E(enum.Enum):
    A = 1
del E.A
