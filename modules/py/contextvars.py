# contextvars: ContextVar, Token, Context and copy_context, with CPython
# 3.11's behaviour. A Context maps variables to values; the current one is
# the interpreter's (eval.Interp.ContextVarsCurrent, through _get_current
# and _set_current), so asyncio runs each task's steps in the context the
# task copied when it was created. A Context's mapping is copied, not
# shared (CPython uses an immutable map: the observable behaviour is the
# same).

__all__ = ('Context', 'ContextVar', 'Token', 'copy_context')

_MISSING = object()


class Context:
    __slots__ = ('_data', '_entered', '__weakref__')

    def __reduce__(self):
        # CPython's C type has no reduction: copy and pickle refuse it
        raise TypeError("cannot pickle '_contextvars.Context' object")

    def __init__(self):
        self._data = {}
        self._entered = False

    def __reduce__(self):
        raise TypeError("cannot pickle '_contextvars.Context' object")

    def run(self, callable, /, *args, **kwargs):
        if self._entered:
            raise RuntimeError(f'cannot enter context: {self!r} is already entered')
        self._entered = True
        saved = _get_current()
        _set_current(self)
        try:
            return callable(*args, **kwargs)
        finally:
            _set_current(saved)
            self._entered = False

    def copy(self):
        new = Context()
        new._data = dict(self._data)
        return new

    def __getitem__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError(f'a ContextVar key was expected, got {var!r}')
        return self._data[var]

    def __contains__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError(f'a ContextVar key was expected, got {var!r}')
        return var in self._data

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(self._data)

    def get(self, var, default=None):
        if not isinstance(var, ContextVar):
            raise TypeError(f'a ContextVar key was expected, got {var!r}')
        return self._data.get(var, default)

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._data == other._data

    __hash__ = None


Context.__module__ = '_contextvars'


class ContextVar:
    __slots__ = ('_name', '_default', '__weakref__')

    def __reduce__(self):
        # CPython's C type has no reduction: copy and pickle refuse it
        raise TypeError("cannot pickle '_contextvars.ContextVar' object")

    def __init__(self, name, *, default=_MISSING):
        if not isinstance(name, str):
            raise TypeError('context variable name must be a str')
        self._name = name
        self._default = default

    def __reduce__(self):
        raise TypeError("cannot pickle '_contextvars.ContextVar' object")

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 'ContextVar' is not an acceptable base type")

    @property
    def name(self):
        return self._name

    def get(self, default=_MISSING):
        data = _get_current()._data
        if self in data:
            return data[self]
        if default is not _MISSING:
            return default
        if self._default is not _MISSING:
            return self._default
        raise LookupError(self)

    def set(self, value):
        ctx = _get_current()
        old = ctx._data.get(self, _MISSING)
        ctx._data[self] = value
        return Token(ctx, self, old)

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError(f'expected an instance of Token, got {token!r}')
        if token._used:
            raise RuntimeError(f'{token!r} has already been used once')
        if token._var is not self:
            raise ValueError(f'{token!r} was created by a different ContextVar')
        ctx = _get_current()
        if token._ctx is not ctx:
            raise ValueError(f'{token!r} was created in a different Context')
        token._used = True
        if token._old is _MISSING:
            ctx._data.pop(self, None)
        else:
            ctx._data[self] = token._old

    def __repr__(self):
        r = f'<ContextVar name={self._name!r}'
        if self._default is not _MISSING:
            r += f' default={self._default!r}'
        return r + f' at {hex(id(self))}>'

    def __class_getitem__(cls, item):
        return cls

    def __hash__(self):
        return id(self) >> 4

    def __eq__(self, other):
        return self is other


ContextVar.__module__ = '_contextvars'


class _TokenMissing:
    def __repr__(self):
        return '<Token.MISSING>'


class Token:
    __slots__ = ('_ctx', '_var', '_old', '_used')

    MISSING = _TokenMissing()

    def __init__(self, ctx, var, old):
        self._ctx = ctx
        self._var = var
        self._old = old
        self._used = False

    def __reduce__(self):
        raise TypeError("cannot pickle '_contextvars.Token' object")

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return Token.MISSING if self._old is _MISSING else self._old

    def __repr__(self):
        used = ' used' if self._used else ''
        return f'<Token{used} var={self._var!r} at {hex(id(self))}>'

    def __class_getitem__(cls, item):
        return cls


Token.__module__ = '_contextvars'


def copy_context():
    return _get_current().copy()


if _get_current() is None:
    _set_current(Context())
