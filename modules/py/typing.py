# The typing module, written for pyinterp: the runtime behaviour of CPython
# 3.11's Lib/typing.py (reprs, subscription, equality and hashing of
# aliases, TypeVar, Generic, Protocol, NamedTuple, TypedDict, cast,
# overload, get_type_hints), without static-checking machinery.
# Subclassing an alias (class C(Generic[T]), class P(NamedTuple)) goes
# through __mro_entries__ (PEP 560, eval/compile_class.go).
# Not supported: isinstance() against typing aliases (pyinterp's isinstance
# takes classes only), typing.Any as a base class, ParamSpec semantics
# beyond its repr, get_type_hints on functions (pyinterp records
# annotations of class bodies only).

__all__ = ['Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final',
           'ForwardRef', 'Generic', 'Literal', 'Optional', 'ParamSpec',
           'Protocol', 'Tuple', 'Type', 'TypeVar', 'TypeVarTuple', 'Union',
           'AbstractSet', 'ByteString', 'Container', 'ContextManager',
           'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView',
           'Mapping', 'MappingView', 'MutableMapping', 'MutableSequence',
           'MutableSet', 'Sequence', 'Sized', 'ValuesView', 'Awaitable',
           'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection',
           'AsyncGenerator', 'AsyncContextManager', 'Reversible',
           'SupportsAbs', 'SupportsBytes', 'SupportsComplex', 'SupportsFloat',
           'SupportsIndex', 'SupportsInt', 'SupportsRound', 'ChainMap',
           'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict',
           'Set', 'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator',
           'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr',
           'assert_type', 'assert_never', 'cast', 'clear_overloads',
           'dataclass_transform', 'final', 'get_args', 'get_origin',
           'get_overloads', 'get_type_hints', 'is_typeddict', 'LiteralString',
           'Never', 'NewType', 'no_type_check', 'no_type_check_decorator',
           'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs',
           'ParamSpecKwargs', 'Required', 'reveal_type', 'runtime_checkable',
           'Self', 'Text', 'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack']

TYPE_CHECKING = False

import abc as _abcmod
import collections as _collections


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if type(obj).__name__ == 'function':
        return obj.__name__
    return repr(obj)


def _type_check(arg, msg):
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    if isinstance(arg, _SpecialForm) and arg._name in ('ClassVar', 'Final'):
        raise TypeError(f'{arg} is not valid as type argument')
    if arg in (Generic, Protocol):
        raise TypeError(f'Plain {arg} is not valid as type argument')
    if isinstance(arg, (type, TypeVar, ForwardRef, _BaseGenericAlias,
                        _SpecialForm, ParamSpec, NewType)) or callable(arg):
        return arg
    if type(arg).__name__ in ('UnionType', 'GenericAlias'):
        return arg
    raise TypeError(f'{msg} Got {arg!r:.100}.')


class ForwardRef:
    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f'Forward reference must be a string -- got {arg!r}')
        self.__forward_arg__ = arg

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(('ForwardRef', self.__forward_arg__))

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _SpecialForm:
    def __init__(self, name, doc, getitem):
        self._name = name
        self._doc = doc
        self._getitem = getitem

    def __repr__(self):
        return 'typing.' + self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f'Cannot instantiate {self!r}')

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError(f'{self} is not subscriptable')
        return self._getitem(self, parameters)

    def __mro_entries__(self, bases):
        raise TypeError(f'Cannot subclass {self!r}')

    def __instancecheck__(self, obj):
        raise TypeError(f'{self} cannot be used with isinstance()')

    def __subclasscheck__(self, cls):
        raise TypeError(f'{self} cannot be used with issubclass()')

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(('_SpecialForm', self._name))


class _AnyClass:
    def __repr__(self):
        return 'typing.Any'


def _no_getitem(self, parameters):
    raise TypeError(f'{self} is not subscriptable')


class _AnyForm(_SpecialForm):
    # typing.Any is a class in 3.11; these are its messages.
    def __getitem__(self, parameters):
        raise TypeError("type 'Any' is not subscriptable")

    def __call__(self, *args, **kwds):
        raise TypeError('Any cannot be instantiated')


Any = _AnyForm('Any', '', None)
NoReturn = _SpecialForm('NoReturn', '', None)
Never = _SpecialForm('Never', '', None)
Self = _SpecialForm('Self', '', None)
LiteralString = _SpecialForm('LiteralString', '', None)
TypeAlias = _SpecialForm('TypeAlias', '', None)


def _single(self, parameters, what):
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


def _classvar_getitem(self, parameters):
    return _single(self, parameters, 'ClassVar')


ClassVar = _SpecialForm('ClassVar', '', _classvar_getitem)
Final = _SpecialForm('Final', '', _classvar_getitem)
TypeGuard = _SpecialForm('TypeGuard', '', _classvar_getitem)
Required = _SpecialForm('Required', '', _classvar_getitem)
NotRequired = _SpecialForm('NotRequired', '', _classvar_getitem)
Unpack = _SpecialForm('Unpack', '', _classvar_getitem)


def _flatten_union(params):
    out = []
    for p in params:
        if isinstance(p, _UnionGenericAlias):
            out.extend(p.__args__)
        elif type(p).__name__ == 'UnionType':
            out.extend(p.__args__)
        else:
            out.append(p)
    return out


def _dedup(params):
    out = []
    for p in params:
        if not any(p == q and type(p) is type(q) for q in out):
            out.append(p)
    return tuple(out)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = 'Union[arg, ...]: each arg must be a type.'
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _dedup(_flatten_union(parameters))
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and type(None) in parameters:
        return _UnionGenericAlias(self, parameters, name='Optional')
    return _UnionGenericAlias(self, parameters)


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, f'{self} requires a single type.')
    return Union[arg, type(None)]


Union = _SpecialForm('Union', '', _union_getitem)
Optional = _SpecialForm('Optional', '', _optional_getitem)


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    out = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            out.extend(p.__args__)
        else:
            out.append(p)
    seen = []
    for p in out:
        if not any(p == q and type(p) is type(q) for q in seen):
            seen.append(p)
    return _LiteralGenericAlias(self, tuple(seen))


Literal = _SpecialForm('Literal', '', _literal_getitem)


def _concat_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Concatenate of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _GenericAlias(self, parameters)


Concatenate = _SpecialForm('Concatenate', '', _concat_getitem)


class _BaseGenericAlias:
    def __init__(self, origin, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        result = self.__origin__(*args, **kwargs)
        return result

    def __mro_entries__(self, bases):
        return _base_mro_entries(self, bases)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with'
                        ' class and instance checks')


def _base_mro_entries(self, bases):
    res = []
    if self.__origin__ not in bases:
        res.append(self.__origin__)
    i = bases.index(self)
    for b in bases[i + 1:]:
        if isinstance(b, _BaseGenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
            break
    else:
        res.append(Generic)
    return tuple(res)


class _GenericAlias(_BaseGenericAlias):
    def __init__(self, origin, args, *, inst=True, name=None):
        super().__init__(origin, inst=inst, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__args__ == other.__args__)

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f'Cannot subscript already-subscripted {self}')
        if not self.__parameters__:
            raise TypeError(f'{self} is not a generic class')
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_check(a, 'Parameters to generic types must be types.') for a in args)
        params = self.__parameters__
        if len(args) != len(params):
            raise TypeError(f"Too {'many' if len(args) > len(params) else 'few'} arguments for {self};"
                            f" actual {len(args)}, expected {len(params)}")
        subst = dict(zip(params, args))
        new_args = tuple(_subst(a, subst) for a in self.__args__)
        return self.copy_with(new_args)

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f'Cannot subclass {self!r}')
        if self._name:
            return _base_mro_entries(self, bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ', '.join([_type_repr(a) for a in self.__args__])
        else:
            args = '()'
        return f'{name}[{args}]'

    def __iter__(self):
        yield Unpack[self]


def _subst(a, subst):
    if isinstance(a, TypeVar):
        return subst.get(a, a)
    if isinstance(a, _GenericAlias) and a.__parameters__:
        return a[tuple(subst.get(p, p) for p in a.__parameters__)]
    return a


def _collect_parameters(args):
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec)):
            if t not in params:
                params.append(t)
        elif isinstance(t, (_GenericAlias, _BaseGenericAlias)) or type(t).__name__ in ('GenericAlias', 'UnionType'):
            for x in getattr(t, '__parameters__', ()):
                if x not in params:
                    params.append(x)
        elif isinstance(t, list):
            for x in _collect_parameters(tuple(t)):
                if x not in params:
                    params.append(x)
    return tuple(params)


class _TypingEllipsisClass:
    pass


_TypingEllipsis = _TypingEllipsisClass()


class _UnionGenericAlias(_GenericAlias):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f'typing.Optional[{_type_repr(args[1])}]'
            elif args[1] is type(None):
                return f'typing.Optional[{_type_repr(args[0])}]'
        return 'typing.Union[' + ', '.join(_type_repr(a) for a in args) + ']'

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((type(a), a) for a in self.__args__) == set((type(a), a) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((type(a), a) for a in self.__args__))

    def __repr__(self):
        return 'typing.Literal[' + ', '.join(repr(a) for a in self.__args__) + ']'


class _SpecialGenericAlias(_BaseGenericAlias):
    def __init__(self, origin, nparams, *, inst=True, name=None):
        if name is None:
            name = origin.__name__
        super().__init__(origin, inst=inst, name=name)
        self._nparams = nparams

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = 'Parameters to generic types must be types.'
        params = tuple(_type_check(p, msg) for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} arguments for {self};"
                            f" actual {len(params)}, expected {self._nparams}")
        return self.copy_with(params)

    def copy_with(self, params):
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        return 'typing.' + self._name

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__origin__)

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is Ellipsis:
            return f'typing.Callable[..., {_type_repr(self.__args__[1])}]'
        if (len(self.__args__) == 2 and isinstance(self.__args__[0], _GenericAlias)
                and self.__args__[0].__origin__ is Concatenate):
            return f'typing.Callable[{_type_repr(self.__args__[0])}, {_type_repr(self.__args__[1])}]'
        return (f'typing.Callable'
                f'[[{", ".join([_type_repr(a) for a in self.__args__[:-1]])}], '
                f'{_type_repr(self.__args__[-1])}]')

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError('Callable must be used as '
                            'Callable[[arg, ...], result].')
        args, result = params
        if isinstance(args, list):
            params = (tuple(args), result)
        else:
            params = (args, result)
        args, result = params
        result = _type_check(result, 'Callable[args, result]: result must be a type.')
        if args is Ellipsis:
            return _CallableGenericAlias(self.__origin__, (Ellipsis, result), name=self._name)
        if isinstance(args, tuple):
            args = tuple(_type_check(a, 'Callable[[arg, ...], result]: each arg must be a type.') for a in args)
            return _CallableGenericAlias(self.__origin__, args + (result,), name=self._name)
        return _CallableGenericAlias(self.__origin__, (args, result), name=self._name)


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is ...:
            msg = 'Tuple[t, ...]: t must be a type.'
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return self.copy_with((*params, _TypingEllipsis))
        msg = 'Tuple[t0, t1, ...]: each t must be a type.'
        params = tuple(_type_check(p, msg) for p in params)
        return self.copy_with(params)


def _abc(name):
    import collections.abc as cabc
    return getattr(cabc, name, None)


class _Placeholder:
    pass


def _alias(origin, nparams, inst=True, name=None):
    if origin is None:
        origin = type(name, (), {})
    return _SpecialGenericAlias(origin, nparams, inst=inst, name=name)


List = _alias(list, 1, inst=False, name='List')
Dict = _alias(dict, 2, inst=False, name='Dict')
Set = _alias(set, 1, inst=False, name='Set')
FrozenSet = _alias(frozenset, 1, inst=False, name='FrozenSet')
Tuple = _TupleType(tuple, -1, inst=False, name='Tuple')
Type = _alias(type, 1, name='Type')
DefaultDict = _alias(_collections.defaultdict, 2, name='DefaultDict')
OrderedDict = _alias(_collections.OrderedDict, 2, name='OrderedDict')
Counter = _alias(_collections.Counter, 1, name='Counter')
ChainMap = _alias(_collections.ChainMap, 2, name='ChainMap')
Deque = _alias(_collections.deque, 1, name='Deque')


def _abc_alias(name, nparams, tname=None):
    try:
        import collections.abc as cabc
        origin = getattr(cabc, name)
    except Exception:
        origin = type(name, (), {'__module__': 'collections.abc'})
    return _SpecialGenericAlias(origin, nparams, name=tname or name)


Hashable = _abc_alias('Hashable', 0)
Awaitable = _abc_alias('Awaitable', 1)
Coroutine = _abc_alias('Coroutine', 3)
AsyncIterable = _abc_alias('AsyncIterable', 1)
AsyncIterator = _abc_alias('AsyncIterator', 1)
Iterable = _abc_alias('Iterable', 1)
Iterator = _abc_alias('Iterator', 1)
Reversible = _abc_alias('Reversible', 1)
Sized = _abc_alias('Sized', 0)
Container = _abc_alias('Container', 1)
Collection = _abc_alias('Collection', 1)
AbstractSet = _abc_alias('Set', 1, 'AbstractSet')
MutableSet = _abc_alias('MutableSet', 1)
Mapping = _abc_alias('Mapping', 2)
MutableMapping = _abc_alias('MutableMapping', 2)
Sequence = _abc_alias('Sequence', 1)
MutableSequence = _abc_alias('MutableSequence', 1)
ByteString = _abc_alias('ByteString', 0)
MappingView = _abc_alias('MappingView', 1)
KeysView = _abc_alias('KeysView', 1)
ItemsView = _abc_alias('ItemsView', 2)
ValuesView = _abc_alias('ValuesView', 1)
Generator = _abc_alias('Generator', 3)
AsyncGenerator = _abc_alias('AsyncGenerator', 2)
Callable = _CallableType(_abc_alias('Callable', 2).__origin__, 2, name='Callable')
ContextManager = _SpecialGenericAlias(type('AbstractContextManager', (), {'__module__': 'contextlib'}), 1, name='ContextManager')
AsyncContextManager = _SpecialGenericAlias(type('AbstractAsyncContextManager', (), {'__module__': 'contextlib'}), 1, name='AsyncContextManager')
Text = str


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        msg = 'TypeVar(name, constraint, ...): constraints must be types.'
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, 'Bound must be a type.') if bound is not None else None

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __mro_entries__(self, bases):
        raise TypeError('Cannot subclass an instance of TypeVar')


class TypeVarTuple:
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class ParamSpecArgs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.args'


class ParamSpecKwargs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.kwargs'


class ParamSpec:
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__


_generic_params = {}


class Generic:
    __slots__ = ()

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p, 'Parameters to generic types must be types.') for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f'Parameter list to {cls.__qualname__}[...] cannot be empty')
            for p in params:
                if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
                    raise TypeError(f'Parameters to {cls.__name__}[...] must all be type variables or parameter specification variables.')
            if len(set(params)) != len(params):
                raise TypeError(f'Parameters to {cls.__name__}[...] must all be unique')
        else:
            tparams = _generic_params.get(cls, ())
            if not tparams:
                raise TypeError(f'{cls} is not a generic class')
            if len(params) != len(tparams):
                raise TypeError(f"Too {'many' if len(params) > len(tparams) else 'few'} arguments for {cls};"
                                f" actual {len(params)}, expected {len(tparams)}")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        gvars = None
        for base in _ownattr(cls, '__orig_bases__', ()):
            if isinstance(base, _GenericAlias):
                if base.__origin__ is Generic or base.__origin__ is Protocol:
                    if gvars is not None:
                        raise TypeError('Cannot inherit from Generic[...] multiple types.')
                    gvars = base.__parameters__
                else:
                    for p in base.__parameters__:
                        if p not in tvars:
                            tvars.append(p)
        if gvars is not None:
            tvarset = set(tvars)
            gvarset = set(gvars)
            if not tvarset <= gvarset:
                s_vars = ', '.join(str(t) for t in tvars if t not in gvarset)
                s_args = ', '.join(str(g) for g in gvars)
                raise TypeError(f'Some type variables ({s_vars}) are'
                                f' not listed in Generic[{s_args}]')
            tvars = gvars
        _generic_params[cls] = tuple(tvars)
        cls.__parameters__ = tuple(tvars)


# The names a protocol class's own dict holds that are not its members
# (CPython 3.11's list, for the names pyinterp's classes can hold).
_PROTO_NOT_MEMBERS = frozenset({
    '__abstractmethods__', '__annotations__', '__weakref__', '_is_protocol', '_is_runtime_protocol',
    '__dict__', '__args__', '__slots__', '__next_in_mro__', '__parameters__', '__origin__',
    '__orig_bases__', '__extra__', '__tree_hash__', '__doc__', '__subclasshook__', '__init__',
    '__new__', '__module__', '_MutableMapping__marker', '_gorg', '__qualname__',
    '__init_subclass__', '__class_getitem__'})


def _protocol_attrs(cls):
    """The members of protocol cls: the names its classes (but Protocol and
    Generic) define or annotate."""
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base is Protocol or base is Generic:
            continue
        names = list(_ownnames(base)) + list(_ownattr(base, '__annotations__', {}))
        for attr in names:
            if not attr.startswith('_abc_') and attr not in _PROTO_NOT_MEMBERS:
                attrs.add(attr)
    return attrs


def _callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _protocol_attrs(cls))


def _check_runtime(cls):
    if _classattr(cls, '_is_protocol', False) and not _classattr(cls, '_is_runtime_protocol', False):
        raise TypeError('Instance and class checks can only be used with'
                        ' @runtime_checkable protocols')


class _ProtocolMeta(_abcmod.ABCMeta):
    # isinstance() of a runtime protocol checks the instance's attributes
    # (methods set to None do not count); issubclass() looks the members
    # up along the class's MRO, for protocols whose members are methods.
    def __instancecheck__(cls, instance):
        _check_runtime(cls)
        is_proto = _classattr(cls, '_is_protocol', False)
        if (not is_proto or _callable_members_only(cls)) and issubclass(type(instance), cls):
            return True
        if is_proto:
            for attr in _protocol_attrs(cls):
                if not hasattr(instance, attr):
                    return False
                if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                    return False
            return True
        return cls in type(instance).__mro__

    def __subclasscheck__(cls, other):
        if not _classattr(cls, '_is_protocol', False):
            return isinstance(other, type) and cls in other.__mro__
        _check_runtime(cls)
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in other.__mro__:
            return True
        if not _callable_members_only(cls):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        for attr in _protocol_attrs(cls):
            owner = _attrowner(other, attr)
            if owner is None or _ownattr(owner, attr, 0) is None:
                return False
        return True


class Protocol(Generic, metaclass=_ProtocolMeta):
    __slots__ = ()

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        is_proto = any(b is Protocol for b in cls.__bases__)
        _setclassattr(cls, '_is_protocol', is_proto)
        if is_proto and _ownattr(cls, '__init__', None) is None:
            pass


def _no_init(self, *args, **kwargs):
    raise TypeError('Protocols cannot be instantiated')


def runtime_checkable(cls):
    if not (isinstance(cls, type) and issubclass(cls, Generic)) or not _classattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    _setclassattr(cls, '_is_runtime_protocol', True)
    return cls


def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f'Expected code to be unreachable, but got: {value}')


def reveal_type(obj, /):
    print(f'Runtime type is {type(obj).__name__!r}')
    return obj


def final(f):
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def dataclass_transform(*, eq_default=True, order_default=False,
                        kw_only_default=False, field_specifiers=(), **kwargs):
    def decorator(cls_or_fn):
        return cls_or_fn
    return decorator


_overload_registry = {}


def overload(func):
    key = (func.__module__, func.__qualname__)
    _overload_registry.setdefault(key, []).append(func)

    def _overload_dummy(*args, **kwds):
        raise NotImplementedError(
            'You should not call an overloaded function. '
            'A series of @overload-decorated functions '
            'outside a stub module should always be followed '
            'by an implementation that is not @overload-ed.')
    return _overload_dummy


def get_overloads(func):
    return list(_overload_registry.get((func.__module__, func.__qualname__), []))


def clear_overloads():
    _overload_registry.clear()


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if type(tp).__name__ == 'GenericAlias':
        return tp.__origin__
    if type(tp).__name__ == 'UnionType':
        return type(tp)
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias) or type(tp).__name__ in ('GenericAlias', 'UnionType'):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res[0] is not Ellipsis:
            res = (list(res[:-1]), res[-1])
        return res
    return ()


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,))
        self.__metadata__ = metadata

    def __repr__(self):
        return 'typing.Annotated[{}, {}]'.format(
            _type_repr(self.__origin__),
            ', '.join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__metadata__ == other.__metadata__)

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


class _AnnotatedForm:
    def __repr__(self):
        return 'typing.Annotated'

    def __call__(self, *args, **kwargs):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError('Annotated[...] should be used '
                            'with at least two arguments (a type and an '
                            'annotation).')
        origin = _type_check(params[0], 'Annotated[t, ...]: t must be a type.')
        return _AnnotatedAlias(origin, tuple(params[1:]))


Annotated = _AnnotatedForm()


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = _ownattr(base, '__annotations__', {})
            for name, value in ann.items():
                if value is None:
                    value = type(None)
                if isinstance(value, str):
                    value = _eval_forward(value, globalns, localns, base)
                hints[name] = value
    else:
        ann = getattr(obj, '__annotations__', None)
        if ann is None:
            if callable(obj):
                return {}
            raise TypeError(f'{obj!r} is not a module, class, method, or function.')
        nsobj = obj
        while hasattr(nsobj, '__wrapped__'):
            nsobj = nsobj.__wrapped__
        for name, value in ann.items():
            if value is None:
                value = type(None)
            if isinstance(value, str):
                value = _eval_forward(value, globalns, localns, nsobj)
            hints[name] = value
    if not include_extras:
        hints = {k: _strip_annotations(v) for k, v in hints.items()}
    return hints


def _eval_forward(text, globalns, localns, owner=None):
    # Without eval(), a string annotation is read by a small parser of the
    # expressions annotations use (names, attributes, subscripts, X | Y,
    # None, nested strings, [lists] for Callable) and evaluated with the
    # given namespaces, then the namespace owner was defined in
    # (_defglobal), builtin types and typing's names. One it cannot read
    # or resolve stays a ForwardRef.
    try:
        v = _AnnotationReader(text, globalns, localns, owner).read()
        return type(None) if v is None else v
    except NameError:
        raise
    except Exception:
        return ForwardRef(text.strip())


_ANN_TOKEN = None


class _AnnotationReader:
    def __init__(self, text, globalns, localns, owner):
        global _ANN_TOKEN
        if _ANN_TOKEN is None:
            _ANN_TOKEN = _re.compile(r"\s*(?:(\.\.\.)|([A-Za-z_]\w*)|(\d+)|('[^']*'|\"[^\"]*\")|(\S))")
        self.tokens = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            m = _ANN_TOKEN.match(text, pos)
            if m is None:
                break
            pos = m.end()
            if m.group(1):
                self.tokens.append(('const', ...))
            elif m.group(2):
                self.tokens.append(('name', m.group(2)))
            elif m.group(3):
                self.tokens.append(('const', int(m.group(3))))
            elif m.group(4):
                self.tokens.append(('str', m.group(4)[1:-1]))
            elif m.group(5):
                self.tokens.append(('op', m.group(5)))
        self.i = 0
        self.namespaces = (localns, globalns)
        self.owner = owner
        self.text = text

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else (None, None)

    def take(self, op=None):
        tok = self.peek()
        if op is not None and tok != ('op', op):
            raise SyntaxError(self.text)
        self.i += 1
        return tok

    def read(self):
        v = self.union()
        if self.i != len(self.tokens):
            raise SyntaxError(self.text)
        return v

    def union(self):
        v = self.primary()
        while self.peek() == ('op', '|'):
            self.take()
            v = v | self.primary()
        return v

    def primary(self):
        kind, val = self.take()
        if kind == 'name':
            v = self.lookup(val)
        elif kind == 'const':
            v = val
        elif kind == 'str':
            v = _AnnotationReader(val, self.namespaces[1], self.namespaces[0], self.owner).read()
        elif (kind, val) == ('op', '['):
            v = self.items(']')
            v = list(v)
        elif (kind, val) == ('op', '('):
            v = self.union()
            self.take(')')
        else:
            raise SyntaxError(self.text)
        while True:
            tok = self.peek()
            if tok == ('op', '.'):
                self.take()
                kind, name = self.take()
                if kind != 'name':
                    raise SyntaxError(self.text)
                v = getattr(v, name)
            elif tok == ('op', '['):
                self.take()
                args = self.items(']')
                v = v[args[0] if len(args) == 1 and not self.trailing_comma else tuple(args)]
            else:
                return v

    def items(self, close):
        args = []
        self.trailing_comma = False
        while self.peek() != ('op', close):
            args.append(self.union())
            self.trailing_comma = False
            if self.peek() == ('op', ','):
                self.take()
                self.trailing_comma = True
            elif self.peek() != ('op', close):
                raise SyntaxError(self.text)
        self.take(close)
        return args

    def lookup(self, name):
        for ns in self.namespaces:
            if ns is not None and name in ns:
                return ns[name]
        if self.owner is not None:
            found, v = _defglobal(self.owner, name)
            if found:
                return v
        if name in ('None', 'True', 'False'):
            return {'None': None, 'True': True, 'False': False}[name]
        if name in _builtin_types:
            return _builtin_types[name]
        if name == 'typing':
            return _sys_typing_module()
        if name in __all__:
            return globals()[name]
        raise NameError(f"name {name!r} is not defined")


def _sys_typing_module():
    import typing
    return typing


_builtin_types = {t.__name__: t for t in (int, float, complex, str, bytes, bytearray, bool,
                                          list, tuple, dict, set, frozenset, object, type, range)}
_builtin_types['None'] = type(None)


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    return t


class NewType:
    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        # CPython names the caller's module; a program's code is __main__
        # (as collections.namedtuple's default here).
        self.__module__ = '__main__'

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        superclass_name = self.__name__
        raise TypeError(f'Cannot subclass an instance of NewType. Perhaps you were looking for: '
                        f'`{superclass_name} = NewType({self.__name__!r}, {superclass_name})`')


# NamedTuple and TypedDict.

class _NamedTupleMeta(type):
    def __new__(mcls, typename, bases, ns):
        if ns.get('_root', False):
            return super().__new__(mcls, typename, bases, ns)
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(),
                               defaults=[ns[n] for n in default_names],
                               module=ns['__module__'])
        for key in ns:
            if key in _prohibited:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
            elif key not in _special and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


_prohibited = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                         '_fields', '_field_defaults',
                         '_make', '_replace', '_asdict', '_source'})

_special = frozenset({'__module__', '__name__', '__annotations__', '__qualname__',
                      '__doc__', '_root', '__orig_bases__'})


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f'field {n} annotation must be a type')
             for n, t in types}
    nm_tpl = _collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    return nm_tpl


class _NamedTuple(metaclass=_NamedTupleMeta):
    _root = True


class _NamedTupleFactory:
    def __repr__(self):
        return '<function NamedTuple>'

    def __call__(self, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = kwargs.items()
        elif kwargs:
            raise TypeError('Either list of fields or keywords'
                            ' can be provided to NamedTuple, not both')
        return _make_nmtuple(typename, fields, module='__main__')

    def __mro_entries__(self, bases):
        return (_NamedTuple,)


NamedTuple = _NamedTupleFactory()


class _TypedDictMeta(type):
    def __new__(mcls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        if ns.get('_root', False):
            return super().__new__(mcls, name, (dict,), ns)
        annotations = {}
        own = ns.get('__annotations__', {})
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own = {n: _type_check(tp, msg) for n, tp in own.items()}
        required = set()
        optional = set()
        for base in bases:
            annotations.update(_ownattr(base, '__annotations__', {}))
            required.update(_classattr(base, '__required_keys__', ()))
            optional.update(_classattr(base, '__optional_keys__', ()))
        annotations.update(own)
        for k, v in own.items():
            origin = getattr(v, '__origin__', None)
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            if is_required:
                required.add(k)
                optional.discard(k)
            else:
                optional.add(k)
                required.discard(k)
        ns = dict(ns)
        ns['__annotations__'] = annotations
        tp_dict = super().__new__(mcls, name, (dict,), ns)
        _setclassattr(tp_dict, '__required_keys__', frozenset(required))
        _setclassattr(tp_dict, '__optional_keys__', frozenset(optional))
        _setclassattr(tp_dict, '__total__', total)
        return tp_dict

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


class _TypedDict(metaclass=_TypedDictMeta):
    _root = True


class _TypedDictFactory:
    def __repr__(self):
        return '<function TypedDict>'

    def __call__(self, typename, fields=None, /, *, total=True, **kwargs):
        if fields is None:
            fields = kwargs
        elif kwargs:
            raise TypeError('TypedDict takes either a dict or keyword arguments,'
                            ' but not both')
        ns = {'__annotations__': dict(fields), '__module__': '__main__'}
        return _TypedDictMeta(typename, (), ns, total=total)

    def __mro_entries__(self, bases):
        return (_TypedDict,)


TypedDict = _TypedDictFactory()


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta)


AnyStr = TypeVar('AnyStr', bytes, str)


class IO(Generic[AnyStr]):
    __slots__ = ()


class TextIO(IO[str]):
    __slots__ = ()


class BinaryIO(IO[bytes]):
    __slots__ = ()


class SupportsInt(Protocol):
    __slots__ = ()


class SupportsFloat(Protocol):
    __slots__ = ()


class SupportsComplex(Protocol):
    __slots__ = ()


class SupportsBytes(Protocol):
    __slots__ = ()


class SupportsIndex(Protocol):
    __slots__ = ()


class SupportsAbs(Protocol):
    __slots__ = ()


class SupportsRound(Protocol):
    __slots__ = ()


import re as _re
Pattern = _alias(type(_re.compile('')), 1, name='Pattern')
Match = _alias(type(_re.match('', '')), 1, name='Match')
