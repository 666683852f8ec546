# Dunder methods returning what the protocol does not allow: wrong types,
# negative or huge values, themselves. Each must raise CPython's error,
# never reach Go code that trusts the value.
# --- len_negative
class X:
    def __len__(self):
        return -1
len(X())
# --- len_huge
class X:
    def __len__(self):
        return 2**100
len(X())
# --- len_non_int
class X:
    def __len__(self):
        return 'a'
len(X())
# --- len_float
class X:
    def __len__(self):
        return 1.5
bool(X())
# --- index_returns_str
class I:
    def __index__(self):
        return 'a'
[1][I()]
# --- index_returns_huge
class I:
    def __index__(self):
        return 2**100
[1, 2][I()]
# --- index_returns_negative_huge
class I:
    def __index__(self):
        return -2**100
'abc'[I()]
# --- index_returns_self
class I:
    def __index__(self):
        return self
range(10)[I()]
# --- index_int_subclass
class J(int):
    pass
class I:
    def __index__(self):
        return J(3)
[1, 2, 3, 4][I()]
# --- hash_returns_huge
class H:
    def __hash__(self):
        return 2**100
{H(): 1}
# --- hash_returns_str
class H:
    def __hash__(self):
        return 'a'
hash(H())
# --- hash_returns_negative_one
class H:
    def __hash__(self):
        return -1
hash(H()), {H(): 1}
# --- bool_returns_int
class B:
    def __bool__(self):
        return 1
not B()
# --- repr_returns_non_str
class R:
    def __repr__(self):
        return 5
repr([R()])
# --- str_returns_non_str
class R:
    def __str__(self):
        return None
print(R())
# --- format_returns_non_str
class F:
    def __format__(self, spec):
        return 5
f'{F()}'
# --- iter_returns_non_iterator
class I:
    def __iter__(self):
        return 5
list(I())
# --- iter_returns_self_without_next
class I:
    def __iter__(self):
        return self
for x in I():
    pass
# --- next_returns_forever_self
class I:
    def __iter__(self):
        return self
    def __next__(self):
        return self
import itertools
list(itertools.islice(I(), 10))
# --- getitem_sequence_protocol_raises_wrong
class S:
    def __getitem__(self, i):
        raise KeyError(i)
list(S())
# --- contains_returns_weird
class C:
    def __contains__(self, x):
        return [1, 2]
1 in C()
# --- eq_returns_non_bool_in_list_index
class E:
    def __eq__(self, o):
        return [0]
[1, 2].index(E())
# --- lt_raises_in_sort
class E:
    def __lt__(self, o):
        raise ValueError('x')
sorted([E(), E(), E()])
# --- int_returns_float
class I:
    def __int__(self):
        return 1.5
int(I())
# --- float_returns_int
class F:
    def __float__(self):
        return 1
float(F())
# --- complex_returns_float
class C:
    def __complex__(self):
        return 1.5
complex(C())
# --- trunc_returns_str
class T:
    def __trunc__(self):
        return 'a'
int(T())
# --- round_returns_none
class R:
    def __round__(self, n=None):
        return None
round(R(), 2)
# --- floor_returns_str
import math
class F:
    def __floor__(self):
        return 'a'
math.floor(F())
# --- length_hint_negative
import operator
class L:
    def __length_hint__(self):
        return -1
operator.length_hint(L())
# --- length_hint_not_int
import operator
class L:
    def __length_hint__(self):
        return 'a'
operator.length_hint(L())
# --- getattr_recursion
class G:
    def __getattr__(self, n):
        return getattr(self, n + 'x')
G().a
# --- getattribute_raises_weird
class G:
    def __getattribute__(self, n):
        raise StopIteration
G().a
# --- setattr_recursion
class S:
    def __setattr__(self, n, v):
        setattr(self, n, v)
S().a = 1
# --- enter_missing_exit
class C:
    def __enter__(self):
        return self
with C():
    pass
# --- exit_raises
class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise ValueError('exit')
with C():
    raise KeyError(1)
# --- call_recursion
class C:
    def __call__(self, *a):
        return self(*a)
C()()
# --- mro_entries_returns_non_tuple
class B:
    def __mro_entries__(self, bases):
        return 5
class C(B()):
    pass
# --- init_subclass_raises
class A:
    def __init_subclass__(cls, **kw):
        raise ValueError(kw)
class B(A, x=1):
    pass
# --- set_name_raises
class D:
    def __set_name__(self, owner, name):
        raise ValueError(name)
class C:
    x = D()
# --- class_getitem_weird
class C:
    def __class_getitem__(cls, k):
        return cls[k]
C[1]
# --- instancecheck_recursion
class M(type):
    def __instancecheck__(cls, x):
        return isinstance(x, cls)
class C(metaclass=M):
    pass
isinstance(1, C)
# --- subclasscheck_returns_weird
class M(type):
    def __subclasscheck__(cls, x):
        return [1]
class C(metaclass=M):
    pass
issubclass(int, C)
# --- missing_returns_self_dict
class D(dict):
    def __missing__(self, k):
        return self[k + 1] if k < 10**6 else k
D()[0]
# --- reversed_returns_non_iterator
class R:
    def __reversed__(self):
        return 5
reversed(R())
# --- bytes_returns_str
class B:
    def __bytes__(self):
        return 'a'
bytes(B())
# --- fspath_like_dunder
class B:
    def __index__(self):
        return -1
bytes([B()])
# --- del_raises
class D:
    def __del__(self):
        raise ValueError('del')
for i in range(10):
    D()
# --- hash_none_in_set
class H:
    __hash__ = None
{H()}
# --- eq_not_implemented_both
class A:
    def __eq__(self, o):
        return NotImplemented
A() == A()
