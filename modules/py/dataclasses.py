# The dataclasses module, written for pyinterp after CPython 3.11's
# Lib/dataclasses.py semantics. CPython generates __init__, __repr__,
# __eq__, ... with exec(); pyinterp has no exec, so the generated methods
# are closures over the class's fields, and __init__ binds its arguments
# itself with CPython's argument-error messages (Point.__init__() missing 1
# required positional argument: 'y').
# Class metadata (__dataclass_fields__, __dataclass_params__) is kept past
# the attribute policy through the Go helpers _setclassattr, _classattr and
# _ownattr (modules/pysource.go): a program cannot read those dunders, so
# fields() is the way to inspect a dataclass.
# Not supported: string annotations are recognised as ClassVar/InitVar by
# their text only; inspect.signature of the generated __init__.

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar',
           'KW_ONLY', 'MISSING', 'fields', 'asdict', 'astuple',
           'make_dataclass', 'replace', 'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class _MappingProxy:
    # A read-only view of a field's metadata (CPython: types.MappingProxyType).
    def __init__(self, d):
        self._d = d

    def __getitem__(self, k):
        return self._d[k]

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __contains__(self, k):
        return k in self._d

    def get(self, k, default=None):
        return self._d.get(k, default)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def __eq__(self, other):
        if isinstance(other, _MappingProxy):
            other = other._d
        return self._d == other

    def __repr__(self):
        return f'mappingproxy({self._d!r})'


_EMPTY_METADATA = _MappingProxy({})


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash',
                 'init', 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = (_EMPTY_METADATA if metadata is None else
                         _MappingProxy(metadata))
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


def _fields_in_init_order(fields):
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only))


def _tuple_str(obj, fields):
    return tuple(getattr(obj, f.name) for f in fields)


def _dataclass_fields(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return _classattr(cls, _FIELDS, None)


def _is_classvar(a_type):
    if isinstance(a_type, str):
        s = a_type.strip()
        for p in ('ClassVar', 'typing.ClassVar', 't.ClassVar'):
            if s == p or s.startswith(p + '['):
                return True
        return False
    n = type(a_type).__name__
    if n == '_GenericAlias':
        a_type = a_type.__origin__
        n = type(a_type).__name__
    return n == '_SpecialForm' and a_type._name == 'ClassVar'


def _is_initvar(a_type):
    if isinstance(a_type, str):
        s = a_type.strip()
        for p in ('InitVar', 'dataclasses.InitVar'):
            if s == p or s.startswith(p + '['):
                return True
        return False
    return a_type is InitVar or type(a_type) is InitVar


def _is_kw_only(a_type):
    if isinstance(a_type, str):
        s = a_type.strip()
        return s == 'KW_ONLY' or s == 'dataclasses.KW_ONLY'
    return a_type is KW_ONLY


def _get_field(cls, a_name, a_type, default_kw_only):
    default = _ownattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(a_type):
        f._field_type = _FIELD_INITVAR

    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a '
                            'default factory')

    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies '
                            'kw_only')

    if f._field_type is _FIELD and _unhashable_type(type(f.default)):
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


def _unhashable_type(t):
    # CPython tests t.__hash__ is None; pyinterp's builtin mutable types
    # show object's __hash__, so they are named here.
    if t.__hash__ is None:
        return True
    for b in (list, dict, set, bytearray):
        if issubclass(t, b) and _attrowner(t, '__hash__') in (b, object, None):
            return True
    return False


def _set_new_attribute(cls, name, value):
    if _ownattr(cls, name, MISSING) is not MISSING:
        return True
    _setclassattr(cls, name, value)
    return False


def _qualname(cls):
    return cls.__qualname__


def _plural(n, word):
    return word if n == 1 else word + 's'


def _name_list(names):
    names = [repr(n) for n in names]
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f'{names[0]} and {names[1]}'
    return ', '.join(names[:-1]) + ', and ' + names[-1]


def _make_init(cls, fields, std_fields, kw_only_fields, frozen, has_post_init):
    qual = _qualname(cls) + '.__init__'
    pos = [f.name for f in std_fields]
    kwo = [f.name for f in kw_only_fields]
    init_fields = list(std_fields) + list(kw_only_fields)
    by_name = {f.name: f for f in init_fields}
    npos = len(pos)
    npos_required = sum(1 for f in std_fields
                        if f.default is MISSING and f.default_factory is MISSING)

    def __init__(self, *args, **kwargs):
        if len(args) > npos:
            given_kwo = sum(1 for k in kwargs if k in kwo)
            if npos_required == npos:
                takes = f'{npos + 1} positional {_plural(npos + 1, "argument")}'
            else:
                takes = f'from {npos_required + 1} to {npos + 1} positional arguments'
            n = len(args) + 1
            if given_kwo:
                raise TypeError(f'{qual}() takes {takes} but {n} positional '
                                f'{_plural(n, "argument")} (and {given_kwo} '
                                f'keyword-only {_plural(given_kwo, "argument")}) were given')
            raise TypeError(f'{qual}() takes {takes} but {n} '
                            f'{"was" if n == 1 else "were"} given')
        values = {}
        for i, a in enumerate(args):
            values[pos[i]] = a
        for k, v in kwargs.items():
            if k not in by_name:
                raise TypeError(f'{qual}() got an unexpected keyword argument {k!r}')
            if k in values:
                raise TypeError(f'{qual}() got multiple values for argument {k!r}')
            values[k] = v
        missing = [n for n in pos if n not in values and
                   by_name[n].default is MISSING and by_name[n].default_factory is MISSING]
        if missing:
            raise TypeError(f'{qual}() missing {len(missing)} required positional '
                            f'{_plural(len(missing), "argument")}: {_name_list(missing)}')
        missing = [n for n in kwo if n not in values and
                   by_name[n].default is MISSING and by_name[n].default_factory is MISSING]
        if missing:
            raise TypeError(f'{qual}() missing {len(missing)} required keyword-only '
                            f'{_plural(len(missing), "argument")}: {_name_list(missing)}')
        initvars = []
        for f in fields:
            if f._field_type is _FIELD_INITVAR:
                if f.name in values:
                    initvars.append(values[f.name])
                else:
                    initvars.append(f.default)
                continue
            if f._field_type is not _FIELD:
                continue
            if f.init:
                if f.name in values:
                    v = values[f.name]
                elif f.default_factory is not MISSING:
                    v = f.default_factory()
                else:
                    v = f.default
            else:
                if f.default_factory is not MISSING:
                    v = f.default_factory()
                elif f.default is not MISSING:
                    v = f.default
                else:
                    continue
            if frozen:
                object.__setattr__(self, f.name, v)
            else:
                setattr(self, f.name, v)
        if has_post_init:
            self.__post_init__(*initvars)

    __init__.__qualname__ = qual
    _setsignature(__init__, _init_signature(std_fields, kw_only_fields))
    return __init__


def _annotation_text(a):
    # inspect.formatannotation
    if isinstance(a, type):
        if a.__module__ == 'builtins':
            return a.__qualname__
        return f'{a.__module__}.{a.__qualname__}'
    return repr(a).replace('typing.', '')


def _init_signature(std_fields, kw_only_fields):
    # The signature help() shows: CPython's generated __init__'s.
    def param(f):
        s = f'{f.name}: {_annotation_text(f.type)}'
        if f.default_factory is not MISSING:
            s += ' = <factory>'
        elif f.default is not MISSING:
            s += f' = {f.default!r}'
        return s
    parts = ['self'] + [param(f) for f in std_fields]
    if kw_only_fields:
        parts += ['*'] + [param(f) for f in kw_only_fields]
    return '(' + ', '.join(parts) + ') -> None'


_repr_running = set()


def _make_repr(cls, fields):
    rfields = [f for f in fields if f.repr]

    def __repr__(self):
        key = (id(self), _get_ident())
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            parts = ', '.join(f'{f.name}={getattr(self, f.name)!r}' for f in rfields)
            return f'{self.__class__.__qualname__}({parts})'
        finally:
            _repr_running.discard(key)

    __repr__.__qualname__ = _qualname(cls) + '.__repr__'
    return __repr__


def _get_ident():
    return 0


def _make_eq(cls, fields):
    cfields = [f for f in fields if f.compare]

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return _tuple_str(self, cfields) == _tuple_str(other, cfields)
        return NotImplemented

    __eq__.__qualname__ = _qualname(cls) + '.__eq__'
    return __eq__


def _make_order(cls, fields, name):
    cfields = [f for f in fields if f.compare]
    if name == '__lt__':
        def op(self, other):
            if other.__class__ is self.__class__:
                return _tuple_str(self, cfields) < _tuple_str(other, cfields)
            return NotImplemented
    elif name == '__le__':
        def op(self, other):
            if other.__class__ is self.__class__:
                return _tuple_str(self, cfields) <= _tuple_str(other, cfields)
            return NotImplemented
    elif name == '__gt__':
        def op(self, other):
            if other.__class__ is self.__class__:
                return _tuple_str(self, cfields) > _tuple_str(other, cfields)
            return NotImplemented
    else:
        def op(self, other):
            if other.__class__ is self.__class__:
                return _tuple_str(self, cfields) >= _tuple_str(other, cfields)
            return NotImplemented
    op.__name__ = name
    op.__qualname__ = _qualname(cls) + '.' + name
    return op


def _make_hash(cls, fields):
    hfields = [f for f in fields if (f.compare if f.hash is None else f.hash)]

    def __hash__(self):
        return hash(_tuple_str(self, hfields))

    __hash__.__qualname__ = _qualname(cls) + '.__hash__'
    return __hash__


def _make_frozen(cls, fields):
    names = tuple(f.name for f in fields)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)

    __setattr__.__qualname__ = _qualname(cls) + '.__setattr__'
    __delattr__.__qualname__ = _qualname(cls) + '.__delattr__'
    return __setattr__, __delattr__


def _hash_action(cls, fields, unsafe_hash, eq, frozen, has_explicit_hash):
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        return _make_hash(cls, fields)
    if eq and frozen:
        if has_explicit_hash:
            return MISSING
        return _make_hash(cls, fields)
    if eq:
        if has_explicit_hash:
            return MISSING
        return None
    return MISSING


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots):
    fields = {}

    _setclassattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order,
                                                 unsafe_hash, frozen))

    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = _classattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if _classattr(b, _PARAMS, None).frozen:
                any_frozen_base = True

    cls_annotations = _ownattr(cls, '__annotations__', {})

    cls_fields = []
    KW_ONLY_seen = False
    for name, type in cls_annotations.items():
        if _is_kw_only(type):
            if KW_ONLY_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY '
                                'has already been specified')
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        if isinstance(_ownattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    for name in _ownnames(cls):
        value = _ownattr(cls, name, None)
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a '
                            'frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a '
                            'non-frozen one')

    _setclassattr(cls, _FIELDS, fields)

    class_hash = _ownattr(cls, '__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and
                              _ownattr(cls, '__eq__', MISSING) is not MISSING))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values()
                       if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)

    if init:
        seen_default = False
        for f in std_init_fields:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} '
                                'follows default argument')
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__',
                           _make_init(cls, all_init_fields, std_init_fields,
                                      kw_only_init_fields, frozen, has_post_init))

    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        _set_new_attribute(cls, '__repr__', _make_repr(cls, field_list))

    if eq:
        _set_new_attribute(cls, '__eq__', _make_eq(cls, field_list))

    if order:
        for name in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _set_new_attribute(cls, name, _make_order(cls, field_list, name)):
                raise TypeError(f'Cannot overwrite attribute {name} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')

    if frozen:
        setter, deleter = _make_frozen(cls, field_list)
        for name, fn in (('__setattr__', setter), ('__delattr__', deleter)):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f'Cannot overwrite attribute {name} '
                                f'in class {cls.__name__}')

    h = _hash_action(cls, field_list, unsafe_hash, eq, frozen, has_explicit_hash)
    if h is not MISSING:
        _setclassattr(cls, '__hash__', h)

    if match_args:
        _set_new_attribute(cls, '__match_args__',
                           tuple(f.name for f in std_init_fields))

    if slots:
        cls = _add_slots(cls, frozen)

    return cls


def _add_slots(cls, is_frozen):
    if _ownattr(cls, '__slots__', MISSING) is not MISSING:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    cls_dict = {}
    for name in _ownnames(cls):
        if name in ('__dict__', '__weakref__'):
            continue
        cls_dict[name] = _ownattr(cls, name, None)
    field_names = tuple(f.name for f in fields(cls))
    inherited = set()
    for b in cls.__mro__[1:-1]:
        for s in _ownattr(b, '__slots__', ()):
            inherited.add(s)
    cls_dict['__slots__'] = tuple(n for n in field_names if n not in inherited)
    for n in field_names:
        cls_dict.pop(n, None)
    new_cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    new_cls.__qualname__ = cls.__qualname__
    for name in (_FIELDS, _PARAMS):
        _setclassattr(new_cls, name, _ownattr(cls, name, None))
    # The generated methods close over the old class for super() and the
    # frozen check; regenerate them for the new one.
    flds = [f for f in _ownattr(cls, _FIELDS, {}).values() if f._field_type is _FIELD]
    if is_frozen:
        setter, deleter = _make_frozen(new_cls, flds)
        _setclassattr(new_cls, '__setattr__', setter)
        _setclassattr(new_cls, '__delattr__', deleter)
    return new_cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash,
                              frozen, match_args, kw_only, slots)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    fs = _dataclass_fields(class_or_instance)
    if fs is None:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fs.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return _classattr(type(obj), _FIELDS, None) is not None


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return _classattr(cls, _FIELDS, None) is not None


def _is_namedtuple(obj):
    return isinstance(obj, tuple) and hasattr(obj, '_fields')


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif _is_namedtuple(obj):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory),
                          _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return _deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif _is_namedtuple(obj):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory),
                          _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return _deepcopy(obj)


def _deepcopy(obj):
    if isinstance(obj, (int, float, complex, str, bytes, bool, type(None), type)):
        return obj
    import copy
    return copy.deepcopy(obj)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in _dataclass_fields(obj).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False):
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp, = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp
    ns = dict(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots)
