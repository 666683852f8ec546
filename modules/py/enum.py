# The enum module, written for pyinterp after CPython 3.11's Lib/enum.py
# semantics: EnumType is a real metaclass (eval/metaclass.go), so classes
# iterate, index by name, have a length and call to look members up.
# Not supported: __prepare__ (reusing a member name in a class body is not
# detected), the pickling protocol, _ignore_ beyond a list of names.
# Go helpers: _setclassattr, _classattr, _ownattr, _ownnames (modules/pysource.go).

__all__ = ["EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag",
           "ReprEnum", "auto", "unique", "property", "verify", "member", "nonmember",
           "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP",
           "global_flag_repr", "global_enum_repr", "global_str", "global_enum",
           "EnumCheck", "CONTINUOUS", "NAMED_FLAGS", "UNIQUE", "pickle_by_global_name",
           "pickle_by_enum_name"]

_builtin_property = property


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


class member:
    def __init__(self, value):
        self.value = value


class nonmember:
    def __init__(self, value):
        self.value = value


property = _builtin_property



def _is_descriptor(obj):
    if _isdescriptor(obj):
        return True
    t = type(obj)
    return (hasattr(t, "__get__") or hasattr(t, "__set__") or hasattr(t, "__delete__"))


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__" and
            name[2] != "_" and name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_" and
            name[1:2] != "_" and name[-2:-1] != "_")


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name.lstrip("_"),)
    pat_len = len(pattern)
    if len(name) > pat_len and name.startswith(pattern) and name[pat_len:pat_len + 1] != "_" and (name[-1] != "_" or name[-2] != "_"):
        return True
    return False


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _bits(num):
    if num >= 0:
        return bin(num)[2:]
    return "-" + bin(~num)[2:]


class FlagBoundary:
    pass


STRICT = "strict"
CONFORM = "conform"
EJECT = "eject"
KEEP = "keep"


class _NoValue:
    pass


def _iter_bits_lsb(num):
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


# __members__: a read-only view of the member map (types.MappingProxyType).
mappingproxy = _MappingProxyType


class EnumType(type):
    """Metaclass for Enum."""

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        ignore = classdict.get("_ignore_", [])
        if isinstance(ignore, str):
            ignore = ignore.replace(",", " ").split()
        names = []
        values = {}
        body = {}
        for key in list(classdict):
            value = classdict[key]
            if key in ignore or key == "_ignore_":
                continue
            if isinstance(value, nonmember):
                body[key] = value.value
                continue
            if isinstance(value, member):
                value = value.value
            elif (_is_dunder(key) or _is_sunder(key) or _is_private(cls, key)
                  or _is_descriptor(value)):
                body[key] = value
                continue
            if key in values:
                raise TypeError("%r already defined as %r" % (key, values[key]))
            names.append(key)
            values[key] = value
        for key in names:
            if key in ("mro", ""):
                raise ValueError("invalid enum member name: %r" % key)
        invalid = set(names) & {"mro", ""}
        if invalid:
            raise ValueError("invalid enum member name(s) %s" % ",".join(repr(n) for n in invalid))
        # auto() values, in definition order.
        gen = body.get("_generate_next_value_")
        if gen is None:
            gen = first_enum._generate_next_value_ if first_enum is not None else None
        elif isinstance(gen, staticmethod):
            gen = gen.__func__
        last_values = []
        for i, key in enumerate(names):
            v = values[key]
            if isinstance(v, auto):
                if v.value is _auto_null:
                    v.value = gen(key, 1, len(last_values), last_values[:])
                v = v.value
            elif isinstance(v, tuple) and any(isinstance(x, auto) for x in v):
                nv = []
                for x in v:
                    if isinstance(x, auto):
                        if x.value is _auto_null:
                            x.value = gen(key, 1, len(last_values), last_values[:])
                        x = x.value
                    nv.append(x)
                v = tuple(nv)
            values[key] = v
            last_values.append(v)
        if "_order_" in body:
            order = body.pop("_order_")
            if isinstance(order, str):
                order = order.replace(",", " ").split()
            if order != names:
                raise TypeError("member order does not match _order_:\n  %r\n  %r" % (names, order))
        body.pop("_ignore_", None)
        ns = dict(body)
        ns["_new_member_"] = None
        if boundary is None:
            boundary = body.get("_boundary_")
            if boundary is None:
                for b in bases:
                    boundary = _classattr(b, "_boundary_", None)
                    if boundary is not None:
                        break
        enum_class = super().__new__(metacls, cls, bases, ns, **kwds)
        type.__setattr__(enum_class, "_member_names_", [])
        type.__setattr__(enum_class, "_member_map_", {})
        type.__setattr__(enum_class, "_value2member_map_", {})
        type.__setattr__(enum_class, "_unhashable_values_", [])
        type.__setattr__(enum_class, "_member_type_", member_type)
        type.__setattr__(enum_class, "_boundary_", boundary)
        type.__setattr__(enum_class, "_flag_mask_", 0)
        type.__setattr__(enum_class, "_all_bits_", 0)
        type.__setattr__(enum_class, "_inverted_", None)
        new = None
        if "__new__" in body and Enum is not None:
            new = body["__new__"]
            if isinstance(new, staticmethod):
                new = new.__func__
        if Enum is not None:
            type.__setattr__(enum_class, "__new__", _ownattr(Enum, "__new__", None))
        if new is None:
            for base in bases:
                for b in base.__mro__:
                    if isinstance(b, EnumType):
                        nm = _ownattr(b, "_new_member_", None)
                        if nm is not None:
                            new = nm
                            break
                    elif b is not object and b is not member_type and _ownattr(b, "__new__", None) is not None:
                        new = _ownattr(b, "__new__", None)
                        if isinstance(new, staticmethod):
                            new = new.__func__
                        break
                if new is not None:
                    break
        use_args = True
        if new is None:
            if member_type is not object:
                new = member_type.__new__
            else:
                new = object.__new__
                use_args = False
        type.__setattr__(enum_class, "_new_member_", new if use_args else None)
        type.__setattr__(enum_class, "_use_args_", use_args)
        if first_enum is not None:
            for name in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
                if name in body:
                    continue
                owner = _attrowner(enum_class, name)
                if owner is object or owner is member_type or not isinstance(owner, EnumType):
                    type.__setattr__(enum_class, name, _classattr(first_enum, name, None))
        is_flag = issubclass(enum_class, Flag) if Flag is not None else False
        if is_flag:
            for op in ("__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__", "__invert__"):
                if op not in body:
                    type.__setattr__(enum_class, op, _ownattr(Flag, op, None))
        for key in names:
            value = values[key]
            enum_class._add_member_(key, value, new, use_args, member_type, is_flag)
        if is_flag:
            single = 0
            allbits = 0
            for m in enum_class._member_map_.values():
                v = m._value_
                if isinstance(v, int):
                    single |= v
            if single:
                allbits = 2 ** single.bit_length() - 1
            type.__setattr__(enum_class, "_flag_mask_", single)
            type.__setattr__(enum_class, "_all_bits_", allbits)
        if Enum is not None and "__reduce_ex__" not in body:
            pass
        return enum_class

    def _add_member_(enum_class, key, value, new, use_args, member_type, is_flag):
        if not isinstance(value, tuple):
            args = (value,)
        else:
            args = value
        if member_type is tuple:
            args = (args,)
        if not use_args:
            enum_member = new(enum_class)
            if not hasattr(enum_member, "_value_"):
                enum_member._value_ = value
        else:
            enum_member = new(enum_class, *args)
            if not hasattr(enum_member, "_value_"):
                if member_type is object:
                    enum_member._value_ = value
                else:
                    enum_member._value_ = member_type(*args)
        value = enum_member._value_
        enum_member._name_ = key
        enum_member._sort_order_ = len(enum_class._member_names_)
        enum_member.__init__(*args)
        # An alias when the value is already there.
        canonical = None
        for m in enum_class._member_map_.values():
            if m._value_ == value:
                canonical = m
                break
        if canonical is not None:
            enum_member = canonical
        elif is_flag and not _is_single_bit(value):
            # As CPython 3.11: a flag's zero and multi-bit members are
            # aliases, left out of iteration and len().
            pass
        else:
            enum_class._member_names_.append(key)
        enum_class._member_map_[key] = enum_member
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            enum_class._unhashable_values_.append(value)
        type.__setattr__(enum_class, key, enum_member)

    @classmethod
    def _get_mixins_(metacls, class_name, bases):
        if not bases:
            return object, Enum
        last = bases[-1]
        if not isinstance(last, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = object
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    if _classattr(base, "_member_type_", object) is not object:
                        candidate = base._member_type_
                        break
                elif _ownattr(base, "__new__", None) is not None or base in (int, str, float, tuple, bytes, complex):
                    candidate = base
                    break
                else:
                    candidate = candidate or base
            if candidate is not None:
                member_type = candidate
                break
        for b in bases:
            if isinstance(b, EnumType) and b._member_names_:
                raise TypeError("<enum %r> cannot extend %r" % (class_name, b))
        return member_type, last

    def __call__(cls, value, names=None, *values, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = cls._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if isinstance(names, dict):
            names = list(names.items())
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict["__module__"] = module if module is not None else "__main__"
        if qualname is not None:
            classdict["__qualname__"] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (
                type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        type.__delattr__(cls, attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return _classattr(cls, "_member_map_", {})[name]
        except KeyError:
            raise AttributeError(name) from None

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    @_builtin_property
    def __members__(cls):
        return mappingproxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __dir__(cls):
        # As CPython 3.11: the names an enum class is used by, its members,
        # and a mixed-in data type's names.
        names = {"__class__", "__contains__", "__doc__", "__getitem__", "__iter__", "__len__",
                 "__members__", "__module__", "__name__", "__qualname__"}
        names.update(cls._member_names_)
        if cls._new_member_ is not None:
            names.add("__new__")
        if "__init_subclass__" in _ownnames(cls):
            names.add("__init_subclass__")
        if cls._member_type_ is not object:
            names.update(dir(cls._member_type_))
        return sorted(names)

    def __setattr__(cls, name, value):
        member_map = _classattr(cls, "_member_map_", {})
        if name in member_map:
            raise AttributeError("cannot reassign member %r" % (name,))
        type.__setattr__(cls, name, value)


EnumMeta = EnumType
Enum = None
Flag = None


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        exc = None
        try:
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT and isinstance(result, int):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        elif exc is None:
            exc = TypeError("error in %s._missing_: returned %r instead of None or a valid member"
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start
        except TypeError:
            raise TypeError("unable to sort non-numeric values") from None

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __dir__(self):
        # As CPython 3.11: a fixed set of dunders (a mixed-in data type's
        # names instead when there is one), the public names of the
        # member's own attributes and of its classes, members left out.
        cls = self.__class__
        if cls._member_type_ is object:
            names = {"__class__", "__doc__", "__eq__", "__hash__", "__module__", "name", "value"}
        else:
            names = set(object.__dir__(self))
        for n in getattr(self, "__dict__", ()):
            if n[0] != "_":
                names.add(n)
        members = cls._member_map_
        for c in cls.__mro__:
            if isinstance(c, EnumType) or c.__module__ != "builtins":
                for n in _ownnames(c):
                    if n[0] != "_" and n not in members:
                        names.add(n)
        names.update(("__class__", "__doc__", "__eq__", "__hash__", "__module__"))
        return sorted(names)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @_builtin_property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @_builtin_property
    def value(self):
        """The value of the Enum member."""
        return self._value_


Enum._value_repr_ = None


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""

    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        # int's: an empty spec formats str(self), a subclass's __str__.
        if not format_spec:
            return str(self)
        return int.__format__(int(self), format_spec)


IntEnum._value_repr_ = None


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError("%r is not a string" % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError("encoding must be a string, not %r" % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError("errors must be a string, not %r" % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def __str__(self):
        return str.__str__(self)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def unique(enumeration):
    duplicates = []
    for name, member in enumeration._member_map_.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ", ".join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, alias_details))
    return enumeration


class Flag(Enum, boundary=STRICT):
    """Support for flags"""

    _numeric_repr_ = repr

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError("invalid flag value %r" % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for v in _iter_bits_lsb(value & cls._flag_mask_):
            m = cls._value2member_map_.get(v)
            if m is not None:
                yield m

    @classmethod
    def _iter_member_(cls, value):
        members = list(cls._iter_member_by_value_(value))
        members.sort(key=lambda m: m._sort_order_)
        return iter(members)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if (not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask)):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, _bin(value, max_bits), _bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError("%r unknown flag boundary %r" % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError("%s(%r) -->  unknown values %r [%s]" % (cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        pseudo_member._value_ = value
        if member_value:
            # Unknown bits (a KEEP boundary) end the name, written by the
            # class's _numeric_repr_.
            pseudo_member._name_ = "|".join([m._name_ for m in cls._iter_member_(member_value)])
            if unknown:
                pseudo_member._name_ += "|%s" % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        pseudo_member._sort_order_ = 1 << 30
        cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return self._iter_member_(self._value_)

    def __len__(self):
        return bin(self._value_ & self.__class__._flag_mask_).count("1") if self._value_ >= 0 else bin(self._value_ & self.__class__._flag_mask_).count("1")

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value ^ other)

    def __invert__(self):
        if self._inverted_ is None or True:
            if self._boundary_ in (EJECT, KEEP):
                inv = self.__class__(~self._value_)
            else:
                inv = self.__class__(self._flag_mask_ ^ self._value_ if self._value_ >= 0 else ~self._value_)
        return inv

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


def _bin(num, max_bits=None):
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace("1", "0", 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""

    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        # int's: an empty spec formats str(self), a subclass's __str__.
        if not format_spec:
            return str(self)
        return int.__format__(int(self), format_spec)



def verify(*checks):
    def decorator(enumeration):
        return enumeration
    return decorator


class EnumCheck:
    pass


CONTINUOUS = "no skipped integer values"
NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
UNIQUE = "one name per value"


def global_enum_repr(self):
    return "%s.%s" % (self.__class__.__module__.split(".")[-1], self._name_)


def global_flag_repr(self):
    module = self.__class__.__module__.split(".")[-1]
    if self._name_ is None:
        return "%s.%s(%r)" % (module, self.__class__.__name__, self._value_)
    if _is_single_bit(self._value_):
        return "%s.%s" % (module, self._name_)
    # Unknown bits (a KEEP boundary's, written by _numeric_repr_) stay bare.
    return "|".join([n if n[0].isdigit() else "%s.%s" % (module, n)
                     for n in self._name_.split("|")])


def global_str(self):
    if self._name_ is None:
        return "%s(%r)" % (self.__class__.__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    # As CPython's, but the members are not copied into the module's
    # namespace (a program cannot reach a module's __dict__).
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    return cls


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)
