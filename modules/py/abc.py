# abc (see abc.go). ABCMeta is a real metaclass: it records a class's
# abstract methods at creation and refuses to instantiate a class that
# has any, with CPython 3.11's message. abstractmethod marks a function
# in a registry kept by this module (pyinterp's attribute policy keeps
# __isabstractmethod__ from programs); register() records a virtual
# subclass that isinstance and issubclass honour.

_abstract_ids = {}


def _isabstract(value):
    if _abstract_ids.get(id(value)) is value and value is not None:
        return True
    if isinstance(value, property):
        return any(_isabstract(f) for f in (value.fget, value.fset, value.fdel) if f is not None)
    if isinstance(value, (classmethod, staticmethod)):
        return _isabstract(value.__func__)
    return False


def abstractmethod(funcobj):
    _abstract_ids[id(funcobj)] = funcobj
    return funcobj


class abstractclassmethod(classmethod):
    def __init__(self, callable):
        abstractmethod(callable)
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    def __init__(self, callable):
        abstractmethod(callable)
        super().__init__(callable)


class abstractproperty(property):
    pass


def _compute_abstracts(cls, namespace_items, bases):
    abstracts = {name for name, value in namespace_items if _isabstract(value)}
    for base in bases:
        for name in _classattr(base, '__abstractmethods__', ()):
            value = getattr(cls, name, None)
            if _isabstract(value):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        _setclassattr(cls, '__abstractmethods__',
                      _compute_abstracts(cls, namespace.items(), bases))
        return cls

    def __call__(cls, *args, **kwargs):
        abstracts = _classattr(cls, '__abstractmethods__', ())
        if abstracts:
            names = sorted(abstracts)
            s = 's' if len(names) > 1 else ''
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} "
                            f"with abstract method{s} {', '.join(names)}")
        return super().__call__(*args, **kwargs)

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        _register_virtual(cls, subclass)
        return subclass


class ABC(metaclass=ABCMeta):
    __slots__ = ()


def get_cache_token():
    return 0


def update_abstractmethods(cls):
    # As CPython: the parents' abstract methods cls leaves unimplemented and
    # the abstract methods of its own dict (read past the attribute policy:
    # getattr of every name dir() lists would meet forbidden dunders).
    if not isinstance(cls, ABCMeta) and _classattr(cls, '__abstractmethods__', None) is None:
        return cls
    abstracts = set()
    for scls in cls.__bases__:
        for name in _classattr(scls, '__abstractmethods__', ()):
            if _isabstract(getattr(cls, name, None)):
                abstracts.add(name)
    for name in _ownnames(cls):
        if _isabstract(_ownattr(cls, name, None)):
            abstracts.add(name)
    _setclassattr(cls, '__abstractmethods__', frozenset(abstracts))
    return cls
    items = []
    for name in dir(cls):
        try:
            items.append((name, getattr(cls, name)))
        except AttributeError:
            pass
    abstracts = {name for name, value in items if _isabstract(value)}
    _setclassattr(cls, '__abstractmethods__', frozenset(abstracts))
    return cls
