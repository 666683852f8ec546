# collections' Python part (see collections.go): Counter, OrderedDict,
# defaultdict, namedtuple, ChainMap, UserDict, UserList, UserString.
# deque and _count_elements are Go. Counter, OrderedDict and defaultdict
# are dict subclasses, as in CPython (isinstance(Counter(), dict)).

_sentinel = object()


def _mapping_like(obj):
    # isinstance(obj, (dict, ChainMap, UserDict)), without naming the
    # classes: this module runs lazily, and naming them here would make
    # Counter set them up (see _mark_mapping below them).
    return isinstance(obj, dict) or _marked_mapping(obj)


def _eq(a, b):
    return a == b


def _abc_view(kind, mapping):
    # ChainMap's and UserDict's keys(), items() and values(): the views of
    # collections.abc, as in CPython (set operations on keys and items),
    # imported when first asked for so that collections stays light.
    import collections.abc as cabc
    return getattr(cabc, kind)(mapping)


################################################################################
### OrderedDict
################################################################################

class _OdictView:
    def __init__(self, od, view):
        self._od = od
        self._view = view

    def __len__(self):
        return len(self._view)

    def __iter__(self):
        return iter(self._view)

    def __reversed__(self):
        return reversed(list(self._view))

    def __contains__(self, x):
        return x in self._view

    def __repr__(self):
        if not _repr_enter(self):
            return '...'
        try:
            return f'{self.__class__.__name__}({list(self._view)!r})'
        finally:
            _repr_leave(self)

    def __eq__(self, other):
        if isinstance(other, _OdictView):
            other = other._view
        return self._view == other

    def __and__(self, other):
        return self._view & other

    def __or__(self, other):
        return self._view | other

    def __sub__(self, other):
        return self._view - other

    def __xor__(self, other):
        return self._view ^ other

    def isdisjoint(self, other):
        return self._view.isdisjoint(other)


class odict_keys(_OdictView):
    pass


class odict_values(_OdictView):
    __eq__ = object.__eq__


class odict_items(_OdictView):
    pass


class OrderedDict(dict):
    'Dictionary that remembers insertion order'

    def __init__(self, other=(), /, **kwds):
        self.update(other, **kwds)

    def update(self, other=(), /, **kwds):
        _mm_update(self, other, kwds, isinstance(other, dict))

    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def pop(self, key, *default):
        # C's OrderedDict.pop hashes the key even when the dict is empty
        # (dict.pop does not).
        hash(key)
        return dict.pop(self, key, *default)

    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            key = list(dict.keys(self))[-1]
        else:
            key = next(iter(dict.keys(self)))
        value = dict.pop(self, key)
        return key, value

    def keys(self):
        return odict_keys(self, dict.keys(self))

    def values(self):
        return odict_values(self, dict.values(self))

    def items(self):
        return odict_items(self, dict.items(self))

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    def __repr__(self):
        if not self:
            return '%s()' % (self.__class__.__name__,)
        if not _repr_enter(self):
            return '...'
        try:
            return '%s(%r)' % (self.__class__.__name__, list(dict.items(self)))
        finally:
            _repr_leave(self)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and all(map(_eq, self, other))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def copy(self):
        return self.__class__(self)

    def __copy__(self):
        return self.__class__(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
### defaultdict
################################################################################

class defaultdict(dict):
    def __init__(self, default_factory=None, /, *args, **kwds):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwds)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            frepr = 'None'
        elif not _repr_enter(factory):
            frepr = '...'
        else:
            try:
                frepr = repr(factory)
            finally:
                _repr_leave(factory)
        return f'{type(self).__name__}({frepr}, {dict.__repr__(self)})'

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
### namedtuple
################################################################################

class _tuplegetter:
    # The field descriptors of namedtuple classes (CPython's
    # _collections._tuplegetter): read-only, with CPython's messages.

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return tuple.__getitem__(instance, self._index)

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")


def _plural_args(n):
    return f'{n} positional argument' if n == 1 else f'{n} positional arguments'


def _and_list(names):
    names = [repr(n) for n in names]
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f'{names[0]} and {names[1]}'
    return ', '.join(names[:-1]) + ', and ' + names[-1]


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier()
                    or _iskeyword(name)
                    or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if _iskeyword(name):
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))

    field_names = tuple(field_names)
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','
    ndefaults = len(field_defaults)
    required = num_fields - ndefaults
    index_of = {name: i for i, name in enumerate(field_names)}
    qual_new = f'{typename}.__new__'

    def __new__(_cls, *args, **kwargs):
        n = len(args)
        if n > num_fields:
            if ndefaults:
                takes = f'from {required + 1} to {num_fields + 1} positional arguments'
            else:
                takes = _plural_args(num_fields + 1)
            was = 'was' if n + 1 == 1 else 'were'
            raise TypeError(f'{qual_new}() takes {takes} but {n + 1} {was} given')
        values = list(args) + [_sentinel] * (num_fields - n)
        for key in kwargs:
            i = index_of.get(key)
            if i is None:
                raise TypeError(f'{qual_new}() got an unexpected keyword argument {key!r}')
            if values[i] is not _sentinel:
                raise TypeError(f'{qual_new}() got multiple values for argument {key!r}')
            values[i] = kwargs[key]
        missing = [field_names[i] for i in range(required) if values[i] is _sentinel]
        if missing:
            s = 'argument' if len(missing) == 1 else 'arguments'
            raise TypeError(f'{qual_new}() missing {len(missing)} required positional {s}: '
                            f'{_and_list(missing)}')
        for i in range(required, num_fields):
            if values[i] is _sentinel:
                values[i] = field_defaults[field_names[i]]
        return tuple.__new__(_cls, values)

    __new__.__qualname__ = qual_new
    __new__.__doc__ = f'Create new instance of {typename}({arg_list})'

    @classmethod
    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name, value) for name, value in zip(field_names, self)])
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    _replace.__qualname__ = f'{typename}._replace'

    def __repr__(self):
        if not _repr_enter(self):
            return '...'
        try:
            parts = ', '.join(f'{name}={value!r}' for name, value in zip(field_names, self))
        finally:
            _repr_leave(self)
        return f'{self.__class__.__name__}({parts})'

    __repr__.__qualname__ = f'{typename}.__repr__'

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        '__doc__': f'{typename}({arg_list})',
        '__slots__': (),
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': _make,
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
        '__module__': '__main__' if module is None else module,
    }
    for index, name in enumerate(field_names):
        namespace[name] = _tuplegetter(index, f'Alias for field number {index}')

    return type(typename, (tuple,), namespace)


################################################################################
### Counter
################################################################################

def _add(count, other_count):
    return count + other_count


def _sub(count, other_count):
    return count - other_count


def _larger(count, other_count):
    return other_count if count < other_count else count


def _smaller(count, other_count):
    return count if count < other_count else other_count


def _same(count):
    return count


def _negate(count):
    return 0 - count


def _counter_combine(self, other, merge, from_other):
    # The multiset operations: each of self's counts merged with other's,
    # then (unless from_other is None) other's elements missing from self,
    # through from_other; only positive results are kept.
    if not isinstance(other, Counter):
        return NotImplemented
    result = Counter()
    for elem, count in self.items():
        newcount = merge(count, other[elem])
        if newcount > 0:
            result[elem] = newcount
    if from_other is not None:
        for elem, count in other.items():
            if elem not in self:
                newcount = from_other(count)
                if newcount > 0:
                    result[elem] = newcount
    return result


class Counter(dict):
    '''Dict subclass for counting hashable items.'''

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        if kwds:
            self.update(iterable, **kwds)
        else:
            self.update(iterable)  # a plain method call: no bound method, no argument dict

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        if n is None:
            return sorted(self.items(), key=_itemgetter(1), reverse=True)
        return _nlargest(n, self.items(), key=_itemgetter(1))

    def elements(self):
        return _chain.from_iterable(_starmap(_repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if _mapping_like(iterable):
                if self:
                    self_get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + self_get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            self_get = self.get
            if _mapping_like(iterable):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __copy__(self):
        return self.__class__(self)

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        if not _repr_enter(self):
            return '...'
        try:
            try:
                d = dict(self.most_common())
            except TypeError:
                d = dict(self)
            return f'{self.__class__.__name__}({d!r})'
        finally:
            _repr_leave(self)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            if isinstance(other, dict):
                # What the reflected dict.__eq__ answers in CPython.
                return dict.__eq__(self, other)
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            if isinstance(other, dict):
                return not dict.__eq__(self, other)
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    def __add__(self, other):
        return _counter_combine(self, other, _add, _same)

    def __sub__(self, other):
        return _counter_combine(self, other, _sub, _negate)

    def __or__(self, other):
        return _counter_combine(self, other, _larger, _same)

    def __and__(self, other):
        return _counter_combine(self, other, _smaller, None)

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


################################################################################
### ChainMap
################################################################################

class ChainMap:
    '''A ChainMap groups multiple dicts (or other mappings) together.'''

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        if not _repr_enter(self):
            return '...'
        try:
            return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'
        finally:
            _repr_leave(self)

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def keys(self):
        return _abc_view('KeysView', self)

    def items(self):
        return _abc_view('ItemsView', self)

    def values(self):
        return _abc_view('ValuesView', self)

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def update(self, other=(), /, **kwds):
        _mm_update(self, other, kwds)

    def __eq__(self, other):
        if not _mapping_like(other):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __hash__ = None

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not _mapping_like(other):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not _mapping_like(other):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return self.__class__(m)


def _mm_update(self, other, kwds, mapping=None):
    # MutableMapping.update for the classes here: other is read as a mapping
    # when mapping says so (by default, when it is mapping-like), through its
    # keys() when it has one, else as (key, value) pairs; then kwds.
    if mapping is None:
        mapping = _mapping_like(other)
    if mapping:
        for key in other:
            self[key] = other[key]
    elif hasattr(other, 'keys'):
        for key in other.keys():
            self[key] = other[key]
    else:
        for key, value in other:
            self[key] = value
    for key, value in kwds.items():
        self[key] = value


################################################################################
### UserDict, UserList, UserString
################################################################################

class UserDict:
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, '__missing__'):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __eq__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        if not isinstance(other, dict):
            return NotImplemented
        return self.data == other

    __hash__ = None

    def copy(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__['data'] = self.data.copy()
        return inst

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def keys(self):
        return _abc_view('KeysView', self)

    def items(self):
        return _abc_view('ItemsView', self)

    def values(self):
        return _abc_view('ValuesView', self)

    def update(self, other=(), /, **kwds):
        _mm_update(self, other, kwds)

    def pop(self, key, default=_sentinel):
        try:
            value = self[key]
        except KeyError:
            if default is _sentinel:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        self.data.clear()

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class UserList:
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__['data'] = self.data[:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)

    def __reversed__(self):
        return reversed(self.data)


class UserString:
    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __lt__(self, string):
        if isinstance(string, UserString):
            return self.data < string.data
        return self.data < string

    def __le__(self, string):
        if isinstance(string, UserString):
            return self.data <= string.data
        return self.data <= string

    def __gt__(self, string):
        if isinstance(string, UserString):
            return self.data > string.data
        return self.data > string

    def __ge__(self, string):
        if isinstance(string, UserString):
            return self.data >= string.data
        return self.data >= string

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        elif isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=9223372036854775807):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.count(sub, start, end)

    def endswith(self, suffix, start=0, end=9223372036854775807):
        return self.data.endswith(suffix, start, end)

    def find(self, sub, start=0, end=9223372036854775807):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.find(sub, start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def index(self, sub, start=0, end=9223372036854775807):
        return self.data.index(sub, start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isdigit(self):
        return self.data.isdigit()

    def islower(self):
        return self.data.islower()

    def isspace(self):
        return self.data.isspace()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    def replace(self, old, new, maxsplit=-1):
        if isinstance(old, UserString):
            old = old.data
        if isinstance(new, UserString):
            new = new.data
        return self.__class__(self.data.replace(old, new, maxsplit))

    def rfind(self, sub, start=0, end=9223372036854775807):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.rfind(sub, start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=9223372036854775807):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))


# OrderedDict and defaultdict are C types in CPython: their messages name
# them with their module.
_mark_mapping(ChainMap)
_mark_mapping(UserDict)
_displayname(OrderedDict, 'collections.OrderedDict')
_displayname(defaultdict, 'collections.defaultdict')
