# The copy module (see copy.go): copy and deepcopy of builtin containers,
# of instances of the program's classes (through __copy__/__deepcopy__,
# __reduce_ex__/__reduce__, __getnewargs__, __getstate__/__setstate__ when
# the class defines them, else the instance's __dict__ and __slots__), and
# of builtin subclasses.


def _noop():
    pass


def _is_user(f):
    return type(f) is type(_noop)


class Error(Exception):
    pass


error = Error

_immutable = {type(None), int, float, bool, complex, str, tuple, bytes,
              frozenset, type, range, slice, property, type(len),
              type(Ellipsis), type(NotImplemented), type(_noop),
              type(object.__init__), type(object().__str__)}
_atomic = {type(None), type(Ellipsis), type(NotImplemented), int, float, bool,
           complex, bytes, str, type, range, type(len), type(_noop), property,
           type(object.__init__), type(object().__str__)}
_scalar_bases = (int, float, complex, str, bytes, tuple, frozenset)


def copy(x):
    cls = type(x)
    if cls in _immutable:
        return x
    if cls in (list, dict, set, bytearray):
        return cls.copy(x)
    if issubclass(cls, type):
        return x
    copier = getattr(x, '__copy__', None)
    if copier is not None:
        return copier()
    rv = _user_reduce(x, cls)
    if rv is None:
        rv = _go_reduce(x)
    if rv is not None:
        if isinstance(rv, str):
            return x
        return _reconstruct_reduced(x, None, *rv)
    return _reconstruct(x, None)


_NIL = []


def deepcopy(x, memo=None, _nil=_NIL):
    # Go (copy_deep.go): atomic objects, lists, tuples and dicts, with
    # the steps of _deepcopy_generic; the others through _deepcopy_other
    if memo is None:
        return _deepcopy(x, {}, True)
    if type(memo) is not dict or _nil is not _NIL:
        return _deepcopy_generic(x, memo, _nil)
    return _deepcopy(x, memo, False)


def _deepcopy_generic(x, memo, _nil):
    # deepcopy with a memo that is not a dict
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic:
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    else:
        y = _deepcopy_other(x, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _deepcopy_other(x, memo):
    # the copy of an object neither atomic nor a list, tuple or dict
    cls = type(x)
    if cls is set or cls is frozenset:
        return cls(deepcopy(list(x), memo))
    if cls is bytearray:
        return bytearray(x)
    if issubclass(cls, type):
        return x
    if cls.__module__ == 'collections' and cls.__qualname__ == 'deque':
        # collections.deque is a Go class without __reduce_ex__ (and it
        # cannot be subclassed): copy its items and maxlen, as CPython's
        # deque.__reduce__ does.
        y = cls(maxlen=x.maxlen)
        memo[id(x)] = y
        for a in x:
            y.append(deepcopy(a, memo))
        return y
    copier = getattr(x, '__deepcopy__', None)
    if copier is not None:
        return copier(memo)
    rv = _user_reduce(x, cls)
    if rv is None:
        rv = _go_reduce(x)
    if rv is not None:
        if isinstance(rv, str):
            return x
        return _reconstruct_reduced(x, memo, *rv)
    return _reconstruct(x, memo)


def _call_kw(f, args, kwargs):
    # the callable of a Go object's reduction that takes keyword
    # arguments (methodcaller's)
    return f(*args, **kwargs)


def _from_state(cls, state):
    # the callable of random.Random's reduction (CPython's copy calls
    # the class, then __setstate__)
    y = cls()
    y.setstate(state)
    return y


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _state_of(x, cls):
    getstate = _classattr(cls, '__getstate__', None)
    if getstate is not None and _is_user(getstate):
        return getstate(x)
    try:
        d = x.__dict__
    except AttributeError:
        d = None
    slots = {}
    for c in cls.__mro__:
        names = _classattr(c, '__slots__', None) if c is not object else None
        if names is None or c not in _own_slots_owners(cls):
            continue
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name in ('__dict__', '__weakref__'):
                continue
            if name.startswith('__') and not name.endswith('__'):
                name = '_%s%s' % (c.__name__.lstrip('_'), name)
            try:
                slots[name] = getattr(x, name)
            except AttributeError:
                pass
    if slots:
        return (d if d else None, slots)
    return d if d else None


def _own_slots_owners(cls):
    return [c for c in cls.__mro__ if _own_attr(c, '__slots__')]


def _user_reduce(x, cls):
    # what the class's own __reduce_ex__ (or __reduce__) returns, as
    # CPython's copy calls x.__reduce_ex__(4); None when the class keeps
    # object's, whose result _reconstruct rebuilds directly
    reduce_ex = _classattr(cls, '__reduce_ex__', None)
    if reduce_ex is not None and _is_user(reduce_ex):
        return reduce_ex(x, 4)
    reduce = _classattr(cls, '__reduce__', None)
    if reduce is not None and _is_user(reduce):
        return reduce(x)
    return None


def _reconstruct_reduced(x, memo, func, args,
                         state=None, listiter=None, dictiter=None):
    # CPython's copy._reconstruct over a __reduce_ex__ result
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = _classattr(type(y), '__setstate__', None)
        if setstate is not None:
            setstate(y, state)
        elif isinstance(y, BaseException):
            # BaseException.__setstate__: the attributes, set one by one
            for key, value in state.items():
                setattr(y, key, value)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                item = deepcopy(item, memo)
                y.append(item)
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
                y[key] = value
        else:
            for key, value in dictiter:
                y[key] = value
    return y


def _reconstruct(x, memo):
    deep = memo is not None
    cls = type(x)
    getnewargs = _classattr(cls, '__getnewargs__', None)
    args = ()
    if getnewargs is not None and _is_user(getnewargs):
        args = getnewargs(x)
    else:
        for b in _scalar_bases:
            if isinstance(x, b):
                args = (b(x),)
                break
    if deep and args:
        args = deepcopy(args, memo)
    y = cls.__new__(cls, *args)
    if deep:
        memo[id(x)] = y
    state = _state_of(x, cls)
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = _classattr(cls, '__setstate__', None)
        if setstate is not None and _is_user(setstate):
            setstate(y, state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                y.__dict__.update(state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if isinstance(x, list):
        for item in list(x):
            if deep:
                item = deepcopy(item, memo)
            list.append(y, item)
    elif isinstance(x, dict):
        for key, value in dict.items(x):
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            dict.__setitem__(y, key, value)
    elif isinstance(x, set):
        for item in set(x):
            if deep:
                item = deepcopy(item, memo)
            set.add(y, item)
    return y
