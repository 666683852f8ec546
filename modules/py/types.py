# The types module: the classes of builtin objects, found from objects of
# each kind (and a few that only Go can name: see types.go), plus
# SimpleNamespace, new_class and friends. Not provided: CodeType (code
# objects are not reachable in pyinterp: __code__ is a forbidden dunder).


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)


def _g():
    yield 1


GeneratorType = type(_g())


async def _co():
    pass


_c = _co()
CoroutineType = type(_c)
_c.close()


async def _ag():
    yield 1


AsyncGeneratorType = type(_ag())

try:
    raise TypeError
except TypeError as _e:
    TracebackType = type(_e.__traceback__)
    FrameType = type(_e.__traceback__.tb_frame)


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__str__)
MethodDescriptorType = type(str.join)
ModuleType = _ModuleType
MappingProxyType = _MappingProxyType
MemberDescriptorType = _MemberDescriptorType
GetSetDescriptorType = _MemberDescriptorType
CellType = _CellType
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)
GenericAlias = type(list[int])
UnionType = type(int | str)
del _f, _g, _C, _co, _c, _ag


class SimpleNamespace:
    """A simple attribute-based namespace.

SimpleNamespace(**kwargs)"""

    def __init__(self, /, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + '(...)'
        _repr_running.add(key)
        try:
            items = ('{}={!r}'.format(k, v) for k, v in self.__dict__.items())
            return '{}({})'.format(name, ', '.join(items))
        finally:
            _repr_running.discard(key)

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None


_repr_running = set()
_displayname(SimpleNamespace, 'types.SimpleNamespace')


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, '__mro_entries__'):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError('__mro_entries__ must return a tuple')
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def _calculate_meta(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError('metaclass conflict: the metaclass of a derived class must be a '
                        '(non-strict) subclass of the metaclasses of all its bases')
    return winner


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass.

    Returns (metaclass, namespace, kwds) as a 3-tuple."""
    if kwds is None:
        kwds = {}
    else:
        kwds = dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        if bases:
            meta = type(bases[0])
        else:
            meta = type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, '__prepare__'):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if '__module__' not in ns:
        ns['__module__'] = 'types'  # CPython: the caller of type(), new_class
    return meta(name, resolved_bases, ns, **kwds)


def coroutine(func):
    """Convert regular generator function to a coroutine."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    # A generator function: its generators become awaitable (CPython sets
    # CO_ITERABLE_COROUTINE on its code). Anything else is returned as is
    # (CPython wraps other callables returning generators; not provided).
    _mark_iterable_coroutine(func)
    return func


class DynamicClassAttribute(property):
    """Route attribute access on a class to __getattr__ (here: a property
    whose class-level access raises AttributeError)."""

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            raise AttributeError()
        return super().__get__(instance, ownerclass)
