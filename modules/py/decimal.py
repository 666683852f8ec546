# decimal: the General Decimal Arithmetic specification, written for
# pyinterp to behave as CPython 3.11's decimal (libmpdec): same results,
# reprs, signals and messages. A Decimal is held as _pydecimal holds it:
# _sign (0 or 1), _int (the coefficient's digits; the payload of a NaN),
# _exp (an int, or 'F' infinity, 'n' NaN, 'N' sNaN). Rounding operations
# go to apd through _decop (modules/decimal.go), which returns
# (sign, digits, exp, conditions); everything exact is done here.
# Other names bound by the loader: _Number, _Rational, _namedtuple,
# _re, _isnan, _isinf, _displayname and the pysource helpers.

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING,
              ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

_PyHASH_MODULUS = 2305843009213693951
_PyHASH_INF = 314159
_PyHASH_10INV = pow(10, _PyHASH_MODULUS - 2, _PyHASH_MODULUS)


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# Condition bits (modules/decimal.go), with the signal each belongs to.
_CLAMPED = 1
_INVALID = 2
_DIVZERO = 4
_INEXACT = 8
_ROUNDED = 16
_SUBNORMAL = 32
_OVERFLOW = 64
_UNDERFLOW = 128
_CONVSYNTAX = 256
_DIVIMPOSSIBLE = 512
_DIVUNDEFINED = 1024
_FLOATOP = 4096

# The conditions of InvalidOperation, in the order libmpdec lists them.
_COND_MAP = ((_INVALID, InvalidOperation), (_CONVSYNTAX, ConversionSyntax),
             (_DIVIMPOSSIBLE, DivisionImpossible), (_DIVUNDEFINED, DivisionUndefined))
_INVALID_ALL = _INVALID | _CONVSYNTAX | _DIVIMPOSSIBLE | _DIVUNDEFINED
# The signals in CPython's signal_map order (and their condition bits).
_SIGNAL_MAP = ((InvalidOperation, _INVALID_ALL), (FloatOperation, _FLOATOP),
               (DivisionByZero, _DIVZERO), (Overflow, _OVERFLOW),
               (Underflow, _UNDERFLOW), (Subnormal, _SUBNORMAL),
               (Inexact, _INEXACT), (Rounded, _ROUNDED), (Clamped, _CLAMPED))
_SIGNALS = tuple(s for s, _ in _SIGNAL_MAP)
# The order of Context.__repr__'s lists (libmpdec's flag bit order).
_REPR_ORDER = (Clamped, InvalidOperation, DivisionByZero, Inexact,
               FloatOperation, Overflow, Rounded, Subnormal, Underflow)


class _SignalDict(dict):
    def __repr__(self):
        return '{' + ', '.join('%r:%r' % (k, v) for k, v in self.items()) + '}'


# As CPython's _decimal names the type of Context.flags and Context.traps.
_SignalDict.__name__ = _SignalDict.__qualname__ = 'SignalDict'
_SignalDict.__module__ = 'abc'


def _signal_dict(on):
    d = _SignalDict()
    for s in _SIGNALS:
        d[s] = s in on
    return d


def _signals_of(value):
    """A copy of value, for Context.flags and Context.traps: a signal dict,
    or a dict with exactly one entry per signal (CPython's
    context_settraps_dict)."""
    if isinstance(value, _SignalDict):
        return _signal_dict([s for s in _SIGNALS if value[s]])
    if not isinstance(value, dict):
        raise TypeError('argument must be a signal dict')
    if len(value) != len(_SIGNALS):
        raise KeyError('invalid signal dict')
    on = []
    for s in _SIGNALS:
        if s not in value:
            raise KeyError('invalid signal dict')
        if value[s]:
            on.append(s)
    return _signal_dict(on)


_SIGNALS_ERROR = ("valid values for signals are:\n"
                  "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
                  "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
                  "   Clamped]")


def _signals_arg(value):
    """Context()'s flags or traps argument as CPython's context_init takes
    it: a list of signals, else a signal dict or a dict with one entry
    per signal (_signals_of)."""
    if not isinstance(value, list):
        return _signals_of(value)
    for x in value:
        if not any(x is s for s in _SIGNALS):
            raise KeyError(_SIGNALS_ERROR)
    return _signal_dict(value)


_ROUNDING_ERROR = ("valid values for rounding are:\n"
                   "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                   "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                   "   ROUND_05UP]")


def _ssize(n):
    """n as CPython's PyLong_AsSsize_t takes it: an OverflowError past
    the 64-bit range."""
    if not -0x8000000000000000 <= n <= 0x7fffffffffffffff:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return n


def _parse_exp(e):
    """The exponent of a numeric string, saturated to the 64-bit range as
    libmpdec's strtoexp (without converting thousands of digits)."""
    if not e:
        return 0
    neg = e[0] == '-'
    d = e.lstrip('+-').lstrip('0')
    if len(d) > 19:
        return -0x8000000000000000 if neg else 0x7fffffffffffffff
    n = int(d or '0')
    return max(-n, -0x8000000000000000) if neg else min(n, 0x7fffffffffffffff)


def _out_of_range(coeff, exp):
    """Whether the finite coeff * 10**exp is outside what an exact
    conversion (libmpdec's maximum context) keeps without rounding or
    clamping."""
    if exp < MIN_ETINY:
        return True
    if coeff == '0':
        return exp > MAX_EMAX
    return exp + len(coeff) - 1 > MAX_EMAX


def _inexact(context):
    """The NaN of an exact conversion that would round or clamp, after
    signalling InvalidOperation, as CPython's exact conversions."""
    if context is None:
        context = getcontext()
    context._raise_conditions(_INVALID)
    return _dec_from_triple(0, '', 'n')


def _parse_str(value):
    """(sign, coefficient, exponent, special) of a numeric string, or None
    when it is not one."""
    m = _PARSER.match(value.replace('_', ''))
    if m is None:
        return None
    sign = 1 if m.group('sign') == '-' else 0
    intpart = m.group('int')
    if intpart is not None:
        fracpart = m.group('frac') or ''
        return sign, _digits(intpart + fracpart), _parse_exp(m.group('exp')) - len(fracpart), False
    diag = m.group('diag')
    if diag is not None:
        return sign, _digits(diag).lstrip('0'), 'N' if m.group('signal') else 'n', True
    return sign, '0', 'F', True


class Context(object):
    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None):
        dc = _default_template
        object.__setattr__(self, '_prec', 28 if dc is None else dc._prec)
        object.__setattr__(self, '_rounding', ROUND_HALF_EVEN if dc is None else dc._rounding)
        object.__setattr__(self, '_Emin', -999999 if dc is None else dc._Emin)
        object.__setattr__(self, '_Emax', 999999 if dc is None else dc._Emax)
        object.__setattr__(self, '_capitals', 1 if dc is None else dc._capitals)
        object.__setattr__(self, '_clamp', 0 if dc is None else dc._clamp)
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if traps is None:
            if dc is None:
                traps = [InvalidOperation, DivisionByZero, Overflow]
            else:
                traps = [s for s, v in dc.traps.items() if v]
            traps = _signal_dict(traps)
        else:
            traps = _signals_arg(traps)
        self.traps = traps
        if flags is None:
            flags = _signal_dict([])
        else:
            flags = _signals_arg(flags)
        self.flags = flags
        object.__setattr__(self, '_invrank', 3)

    def __delattr__(self, name):
        raise AttributeError('context attributes cannot be deleted')

    def __setattr__(self, name, value):
        if name == 'prec':
            if type(value) is not int and not isinstance(value, int):
                raise TypeError('an integer is required')
            if not 1 <= _ssize(value) <= MAX_PREC:
                raise ValueError('valid range for prec is [1, MAX_PREC]')
            object.__setattr__(self, '_prec', value)
        elif name == 'rounding':
            if value not in _ROUNDINGS or not isinstance(value, str):
                raise TypeError(_ROUNDING_ERROR)
            object.__setattr__(self, '_rounding', value)
        elif name == 'Emin':
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            if not MIN_EMIN <= _ssize(value) <= 0:
                raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
            object.__setattr__(self, '_Emin', value)
        elif name == 'Emax':
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            if not 0 <= _ssize(value) <= MAX_EMAX:
                raise ValueError('valid range for Emax is [0, MAX_EMAX]')
            object.__setattr__(self, '_Emax', value)
        elif name == 'capitals':
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            if _ssize(value) not in (0, 1):
                raise ValueError('valid values for capitals are 0 or 1')
            object.__setattr__(self, '_capitals', value)
        elif name == 'clamp':
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            if _ssize(value) not in (0, 1):
                raise ValueError('valid values for clamp are 0 or 1')
            object.__setattr__(self, '_clamp', value)
        elif name in ('flags', 'traps'):
            object.__setattr__(self, '_' + name, _signals_of(value))
        else:
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)

    @property
    def prec(self):
        return self._prec

    @property
    def rounding(self):
        return self._rounding

    @property
    def Emin(self):
        return self._Emin

    @property
    def Emax(self):
        return self._Emax

    @property
    def capitals(self):
        return self._capitals

    @property
    def clamp(self):
        return self._clamp

    @property
    def flags(self):
        return self._flags

    @property
    def traps(self):
        return self._traps

    def __repr__(self):
        order = list(_REPR_ORDER)
        rank = self._invrank if self._invrank < 3 else 0
        order.remove(InvalidOperation)
        order.insert((1, 2, 3)[rank], InvalidOperation)
        fl = [s.__name__ for s in order if self._flags.get(s)]
        tr = [s.__name__ for s in _REPR_ORDER if self._traps.get(s)]
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, '
                'flags=[%s], traps=[%s])' % (self._prec, self._rounding, self._Emin, self._Emax,
                                              self._capitals, self._clamp, ', '.join(fl), ', '.join(tr)))

    def _t(self, rounding=None):
        # Emin and Emax as they are: _decop raises NotImplementedError for
        # a result beyond the exponents it supports (not a wrong overflow).
        return (min(self._prec, 999999999), rounding or self._rounding,
                self._Emin, self._Emax)

    def _raise_conditions(self, cond):
        """Sets the flags of the conditions in cond and raises the first
        trapped signal, as libmpdec's status handling does."""
        if not cond:
            return
        for s, bits in _SIGNAL_MAP:
            if cond & bits:
                self._flags[s] = True
        if cond & _INVALID_ALL:
            rank = 0 if cond & _CONVSYNTAX else 1 if cond & (_DIVIMPOSSIBLE | _DIVUNDEFINED) else 2
            if rank < self._invrank:
                object.__setattr__(self, '_invrank', rank)
        trapped = 0
        for s, bits in _SIGNAL_MAP:
            if cond & bits and self._traps.get(s):
                trapped |= cond & bits
        if not trapped:
            return
        ex = None
        for s, bits in _SIGNAL_MAP:
            if trapped & bits:
                ex = s
                break
        lst = [c for b, c in _COND_MAP if trapped & b]
        for s, bits in _SIGNAL_MAP[1:]:
            if trapped & bits:
                lst.append(s)
        raise ex(lst)

    def _apply(self, res):
        sign, digits, exp, cond = res
        d = _dec_from_triple(sign, digits, exp)
        self._raise_conditions(cond)
        return d

    def clear_flags(self):
        object.__setattr__(self, '_invrank', 3)
        for s in _SIGNALS:
            self._flags[s] = False

    def clear_traps(self):
        for s in _SIGNALS:
            self._traps[s] = False

    def copy(self):
        return Context(self._prec, self._rounding, self._Emin, self._Emax,
                       self._capitals, self._clamp, dict(self._flags), dict(self._traps))

    __copy__ = copy

    def Etiny(self):
        return self._Emin - self._prec + 1

    def Etop(self):
        return self._Emax - self._prec + 1

    def radix(self):
        return Decimal(10)

    def create_decimal(self, num='0'):
        if isinstance(num, str) and (num != num.strip() or '_' in num):
            self._raise_conditions(_CONVSYNTAX)
            return _dec_from_triple(0, '', 'n')
        if isinstance(num, str):
            t = _parse_str(num)
            d = Decimal(num, context=self) if t is None else _dec_from_triple(t[0], t[1], t[2])
        else:
            d = Decimal(num, context=self)
        if d._is_special:
            if d._exp == 'N':
                return d
            if d._exp == 'n':
                if len(d._int) > self._prec - self._clamp:
                    self._raise_conditions(_CONVSYNTAX)
                    return _dec_from_triple(0, '', 'n')
                return d
            return d
        return self._apply(_decop('plus', self._t(), self._clamp_exp(d)._tuple()))

    def _clamp_exp(self, d):
        """d, or (for an exponent far beyond this context's) a stand-in
        that rounds to the same result with the same conditions: past Emax
        it overflows, below Etiny it underflows all the same."""
        exp, n = d._exp, len(d._int)
        if d._int == '0':
            if exp > self._Emax + 1:
                return _dec_from_triple(d._sign, '0', self._Emax + 1)
            if exp < self.Etiny() - 1:
                return _dec_from_triple(d._sign, '0', self.Etiny() - 1)
            return d
        if exp + n - 1 > self._Emax + 1:
            return _dec_from_triple(d._sign, d._int, self._Emax + 2 - n)
        if exp + n - 1 < self.Etiny() - 2:
            return _dec_from_triple(d._sign, d._int, self.Etiny() - 1 - n)
        return d

    def create_decimal_from_float(self, f):
        return self.create_decimal(Decimal.from_float(f))

    def _conv(self, a):
        return _convert_other(a, raiseit=True)

    def power(self, a, b, modulo=None):
        return self._conv(a).__pow__(self._conv(b), modulo, context=self)

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return a.canonical()

    def copy_decimal(self, a):
        return Decimal(self._conv(a))

    def is_canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return a.is_canonical()

    def fma(self, a, b, c):
        return self._conv(a).fma(b, c, context=self)


def _context_method(name, target, binary, with_context, convert_b):
    # One Context method that converts its operand(s) and calls the Decimal
    # method target on the first: Context.NAME(a[, b]) is
    # Decimal(a).target([b,] [context=self]); the table below lists them.
    if binary:
        def method(self, a, b):
            x = self._conv(a)
            y = self._conv(b) if convert_b else b
            if with_context:
                return getattr(x, target)(y, context=self)
            return getattr(x, target)(y)
    elif with_context:
        def method(self, a):
            return getattr(self._conv(a), target)(context=self)
    else:
        def method(self, a):
            return getattr(self._conv(a), target)()
    method.__name__ = name
    method.__qualname__ = 'Context.' + name
    return method


# (name, Decimal method, binary, passes context=, converts b)
_CONTEXT_METHODS = (
    ('abs', '__abs__', False, True, True),
    ('add', '__add__', True, True, True),
    ('subtract', '__sub__', True, True, True),
    ('multiply', '__mul__', True, True, True),
    ('divide', '__truediv__', True, True, True),
    ('divide_int', '__floordiv__', True, True, True),
    ('remainder', '__mod__', True, True, True),
    ('divmod', '__divmod__', True, True, True),
    ('plus', '__pos__', False, True, True),
    ('minus', '__neg__', False, True, True),
    ('sqrt', 'sqrt', False, True, True),
    ('exp', 'exp', False, True, True),
    ('ln', 'ln', False, True, True),
    ('log10', 'log10', False, True, True),
    ('quantize', 'quantize', True, True, True),
    ('normalize', 'normalize', False, True, True),
    ('to_integral_value', 'to_integral_value', False, True, True),
    ('to_integral_exact', 'to_integral_exact', False, True, True),
    ('compare', 'compare', True, True, True),
    ('max', 'max', True, True, True),
    ('min', 'min', True, True, True),
    ('copy_abs', 'copy_abs', False, False, True),
    ('copy_negate', 'copy_negate', False, False, True),
    ('copy_sign', 'copy_sign', True, False, False),
    ('to_sci_string', '__str__', False, True, True),
    ('to_eng_string', 'to_eng_string', False, True, True),
    ('is_finite', 'is_finite', False, False, True),
    ('is_infinite', 'is_infinite', False, False, True),
    ('is_nan', 'is_nan', False, False, True),
    ('is_signed', 'is_signed', False, False, True),
    ('is_zero', 'is_zero', False, False, True),
    ('is_normal', 'is_normal', False, True, True),
    ('is_subnormal', 'is_subnormal', False, True, True),
    ('same_quantum', 'same_quantum', True, False, False),
    ('is_qnan', 'is_qnan', False, False, True),
    ('is_snan', 'is_snan', False, False, True),
    ('number_class', 'number_class', False, True, True),
    ('logb', 'logb', False, True, True),
    ('compare_signal', 'compare_signal', True, True, True),
    ('compare_total', 'compare_total', True, False, True),
    ('max_mag', 'max_mag', True, True, True),
    ('min_mag', 'min_mag', True, True, True),
    ('scaleb', 'scaleb', True, True, True),
    ('logical_and', 'logical_and', True, True, True),
    ('logical_or', 'logical_or', True, True, True),
    ('logical_xor', 'logical_xor', True, True, True),
    ('logical_invert', 'logical_invert', False, True, True),
    ('shift', 'shift', True, True, True),
    ('rotate', 'rotate', True, True, True),
    ('compare_total_mag', 'compare_total_mag', True, False, True),
    ('remainder_near', 'remainder_near', True, True, True),
    ('next_plus', 'next_plus', False, True, True),
    ('next_minus', 'next_minus', False, True, True),
    ('next_toward', 'next_toward', True, True, True),
)

for _name, _target, _binary, _with_context, _convert_b in _CONTEXT_METHODS:
    setattr(Context, _name, _context_method(_name, _target, _binary, _with_context, _convert_b))
Context.to_integral = Context.to_integral_value
del _name, _target, _binary, _with_context, _convert_b


_default_template = None
DefaultContext = Context()
_default_template = DefaultContext
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])

_current = [None]


def getcontext():
    c = _current[0]
    if c is None:
        c = DefaultContext.copy()
        _current[0] = c
    return c


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _ContextManager(object):
    def __init__(self, new_context):
        self.new_context = new_context

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError('optional argument must be a context')
    ctx = ctx.copy()
    for k, v in kwargs.items():
        if k not in ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps'):
            raise TypeError("'%s' is an invalid keyword argument for this function" % k)
        if k in ('flags', 'traps'):
            v = _signal_dict([s for s in v] if not isinstance(v, dict) else [s for s, b in v.items() if b])
        setattr(ctx, k, v)
    return _ContextManager(ctx)


DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent')

_PARSER = _re.compile(r"""        # A numeric string consists of:
    \s*
    (?P<sign>[-+])?              # an optional sign, followed by either...
    (
        (?=\d|\.\d)              # ...a number (with at least one digit)
        (?P<int>\d*)             # having a (possibly empty) integer part
        (\.(?P<frac>\d*))?       # followed by an optional fractional part
        (E(?P<exp>[-+]?\d+))?    # followed by an optional exponent, or...
    |
        Inf(inity)?              # ...an infinity, or...
    |
        (?P<signal>s)?           # ...an (optionally signaling)
        NaN                      # NaN
        (?P<diag>\d*)            # with (possibly empty) diagnostic info.
    )
    \s*
    \Z
""", 64 | 2)  # re.VERBOSE | re.IGNORECASE (ints: re.RegexFlag would import enum)


def _dec_from_triple(sign, coefficient, exponent, special=None):
    self = object.__new__(Decimal)
    self._sign = sign
    self._int = coefficient
    self._exp = exponent
    self._is_special = isinstance(exponent, str)
    return self


def _convert_other(other, raiseit=False, allow_float=False):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if allow_float and isinstance(other, float):
        return Decimal.from_float(other)
    if raiseit:
        raise TypeError("conversion from %s to Decimal is not supported" % type(other).__name__)
    return NotImplemented


def _digits(s):
    """A coefficient's digits normalised as str(int(s or '0')), without
    int's limit on the digits of conversions (CPython's decimal has none)."""
    if s.isascii():
        return s.lstrip('0') or '0'
    return str(int(s or '0'))


class Decimal(object):
    __slots__ = ('_exp', '_int', '_sign', '_is_special')

    def __new__(cls, value="0", context=None):
        self = object.__new__(cls)
        if isinstance(value, str):
            t = _parse_str(value)
            if t is None:
                if context is None:
                    context = getcontext()
                context._raise_conditions(_CONVSYNTAX)
                self._sign, self._int, self._exp, self._is_special = 0, '', 'n', True
                return self
            self._sign, self._int, self._exp, self._is_special = t
            if not self._is_special and _out_of_range(self._int, self._exp):
                return _inexact(context)
            return self

        if isinstance(value, int):
            if value >= 0:
                self._sign = 0
            else:
                self._sign = 1
            self._exp = 0
            self._int = _dec_str(abs(value))
            self._is_special = False
            return self

        if isinstance(value, Decimal):
            self._exp = value._exp
            self._sign = value._sign
            self._int = value._int
            self._is_special = value._is_special
            return self

        if isinstance(value, (list, tuple)):
            if len(value) != 3:
                raise ValueError('argument must be a sequence of length 3')
            if not (isinstance(value[0], int) and value[0] in (0, 1)):
                raise ValueError('sign must be an integer with the value 0 or 1')
            exp = value[2]
            if isinstance(exp, str):
                if exp not in ('F', 'n', 'N'):
                    raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
            elif not isinstance(exp, int):
                raise ValueError('exponent must be an integer')
            else:
                _ssize(exp)
            digits = []
            if not isinstance(value[1], (tuple, list)):
                raise ValueError('coefficient must be a tuple of digits')
            for digit in value[1]:
                if isinstance(digit, int) and 0 <= digit <= 9:
                    if digits or digit != 0:
                        digits.append(digit)
                else:
                    raise ValueError('coefficient must be a tuple of digits')
            self._sign = value[0]
            if exp == 'F':
                self._int = '0'
                self._exp = 'F'
                self._is_special = True
            elif isinstance(exp, str):
                self._int = ''.join(map(str, digits))
                self._exp = exp
                self._is_special = True
            else:
                self._int = ''.join(map(str, digits)) or '0'
                self._exp = exp
                self._is_special = False
                if _out_of_range(self._int, exp):
                    return _inexact(context)
            return self

        if isinstance(value, float):
            if context is None:
                context = getcontext()
            context._raise_conditions(_FLOATOP)
            return Decimal.from_float(value)

        raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            sign = 0 if f >= 0 else 1
            k = 0
            coeff = _dec_str(abs(f))
        elif isinstance(f, float):
            if _isinf(f) or _isnan(f):
                return cls(repr(f))
            sign = 0 if f > 0 or (f == 0 and str(f)[0] != '-') else 1
            n, d = abs(f).as_integer_ratio()
            k = d.bit_length() - 1
            coeff = _dec_str(n * 5 ** k)
        else:
            raise TypeError("argument must be int or float")
        result = _dec_from_triple(sign, coeff, -k)
        if cls is Decimal:
            return result
        return cls(result)

    def _tuple(self):
        return (self._sign, self._int, self._exp)

    # Predicates and exact queries.

    def _isnan(self):
        if self._is_special:
            if self._exp == 'n':
                return 1
            if self._exp == 'N':
                return 2
        return 0

    def _isinfinity(self):
        if self._exp == 'F':
            return -1 if self._sign else 1
        return 0

    def is_nan(self):
        return self._exp in ('n', 'N')

    def is_qnan(self):
        return self._exp == 'n'

    def is_snan(self):
        return self._exp == 'N'

    def is_infinite(self):
        return self._exp == 'F'

    def is_finite(self):
        return not self._is_special

    def is_signed(self):
        return self._sign == 1

    def is_zero(self):
        return not self._is_special and self._int == '0'

    def is_canonical(self):
        return True

    def canonical(self):
        return self

    def is_normal(self, context=None):
        if self._is_special or self._int == '0':
            return False
        if context is None:
            context = getcontext()
        return context._Emin <= self.adjusted()

    def is_subnormal(self, context=None):
        if self._is_special or self._int == '0':
            return False
        if context is None:
            context = getcontext()
        return self.adjusted() < context._Emin

    def adjusted(self):
        try:
            return self._exp + len(self._int) - 1
        except TypeError:
            return 0

    def as_tuple(self):
        return DecimalTuple(self._sign, tuple(map(int, self._int)), self._exp)

    def as_integer_ratio(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer ratio")
            raise OverflowError("cannot convert Infinity to integer ratio")
        if not self:
            return 0, 1
        n = _dec_int(self._int)
        if self._exp >= 0:
            n, d = n * 10 ** self._exp, 1
        else:
            d5 = -self._exp
            while d5 > 0 and n % 5 == 0:
                n //= 5
                d5 -= 1
            d2 = -self._exp
            shift2 = min((n & -n).bit_length() - 1, d2)
            if shift2:
                n >>= shift2
                d2 -= shift2
            d = 5 ** d5 << d2
        if self._sign:
            n = -n
        return n, d

    def radix(self):
        return Decimal(10)

    def number_class(self, context=None):
        if self.is_snan():
            return "sNaN"
        if self.is_qnan():
            return "NaN"
        inf = self._isinfinity()
        if inf == 1:
            return "+Infinity"
        if inf == -1:
            return "-Infinity"
        if self.is_zero():
            return "-Zero" if self._sign else "+Zero"
        if self.is_subnormal(context):
            return "-Subnormal" if self._sign else "+Subnormal"
        return "-Normal" if self._sign else "+Normal"

    def same_quantum(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        if self._is_special or other._is_special:
            return (self.is_nan() and other.is_nan()) or (self.is_infinite() and other.is_infinite())
        return self._exp == other._exp

    def copy_abs(self):
        return _dec_from_triple(0, self._int, self._exp)

    def copy_negate(self):
        return _dec_from_triple(1 - self._sign, self._int, self._exp)

    def copy_sign(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        return _dec_from_triple(other._sign, self._int, self._exp)

    def conjugate(self):
        return self

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    # Strings.

    def __str__(self, eng=False, context=None):
        sign = ['', '-'][self._sign]
        if self._is_special:
            if self._exp == 'F':
                return sign + 'Infinity'
            elif self._exp == 'n':
                return sign + 'NaN' + self._int
            return sign + 'sNaN' + self._int
        leftdigits = self._exp + len(self._int)
        if self._exp <= 0 and leftdigits > -6:
            dotplace = leftdigits
        elif not eng:
            dotplace = 1
        elif self._int == '0':
            dotplace = (leftdigits + 1) % 3 - 1
        else:
            dotplace = (leftdigits - 1) % 3 + 1
        if dotplace <= 0:
            intpart = '0'
            fracpart = '.' + '0' * (-dotplace) + self._int
        elif dotplace >= len(self._int):
            intpart = self._int + '0' * (dotplace - len(self._int))
            fracpart = ''
        else:
            intpart = self._int[:dotplace]
            fracpart = '.' + self._int[dotplace:]
        if leftdigits == dotplace:
            exp = ''
        else:
            if context is None:
                context = getcontext()
            exp = ['e', 'E'][context._capitals] + "%+d" % (leftdigits - dotplace)
        return sign + intpart + fracpart + exp

    def to_eng_string(self, context=None):
        return self.__str__(eng=True, context=context)

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    # Conversions.

    def __bool__(self):
        return self._is_special or self._int != '0'

    def __int__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        s = (-1) ** self._sign
        if self._exp >= 0:
            return s * _dec_int(self._int) * 10 ** self._exp
        return s * _dec_int(self._int[:self._exp] or '0')

    __trunc__ = __int__

    def __float__(self):
        if self._isnan():
            if self.is_snan():
                raise ValueError("cannot convert signaling NaN to float")
            s = "-nan" if self._sign else "nan"
        else:
            s = str(self)
        return float(s)

    def __complex__(self):
        return complex(float(self))

    def __round__(self, n=None):
        if n is not None:
            if not isinstance(n, int):
                raise TypeError('optional arg must be an integer')
            exp = _dec_from_triple(0, '1', -_ssize(n))
            return self.quantize(exp)
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        return int(self._rescale_int(ROUND_HALF_EVEN))

    def _rescale_int(self, rounding):
        """The integer nearest self in direction rounding (exactly)."""
        n, d = self.as_integer_ratio()
        q, r = divmod(n, d)
        if r == 0:
            return q
        if rounding == ROUND_FLOOR:
            return q
        if rounding == ROUND_CEILING:
            return q + 1
        if 2 * r < d or (2 * r == d and q % 2 == 0):
            return q
        return q + 1

    def __floor__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        return int(self._rescale_int(ROUND_FLOOR))

    def __ceil__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        return int(self._rescale_int(ROUND_CEILING))

    # Hashing and comparison.

    def __hash__(self):
        if self._is_special:
            if self.is_snan():
                raise TypeError('Cannot hash a signaling NaN value')
            elif self.is_nan():
                return object.__hash__(self)
            return -_PyHASH_INF if self._sign else _PyHASH_INF
        if self._exp >= 0:
            exp_hash = pow(10, self._exp, _PyHASH_MODULUS)
        else:
            exp_hash = pow(_PyHASH_10INV, -self._exp, _PyHASH_MODULUS)
        hash_ = _dec_int(self._int) * exp_hash % _PyHASH_MODULUS
        ans = hash_ if self._sign == 0 else -hash_
        return -2 if ans == -1 else ans

    def _cmp(self, other):
        """-1, 0, 1 for two non-NaN Decimals, exactly."""
        if self._is_special or other._is_special:
            a = self._isinfinity()
            b = other._isinfinity()
            return (a > b) - (a < b)
        if self._int == '0':
            if other._int == '0':
                return 0
            return -((-1) ** other._sign)
        if other._int == '0':
            return (-1) ** self._sign
        if other._sign < self._sign:
            return -1
        if self._sign < other._sign:
            return 1
        a_adj = self.adjusted()
        b_adj = other.adjusted()
        if a_adj == b_adj:
            a = self._int
            b = other._int
            if len(a) < len(b):
                a = a + '0' * (len(b) - len(a))
            else:
                b = b + '0' * (len(a) - len(b))
            c = (a > b) - (a < b)
            return -c if self._sign else c
        elif a_adj > b_adj:
            return (-1) ** self._sign
        return -((-1) ** self._sign)

    def _compare_other(self, other, equality):
        """Returns (self', other') both Decimal, or (None, x) where x is a
        result to return (NotImplemented), or compares with a Rational by
        scaling."""
        if isinstance(other, Decimal):
            return self, other
        if isinstance(other, int):
            return self, Decimal(other)
        if isinstance(other, float):
            ctx = getcontext()
            if equality:
                ctx._flags[FloatOperation] = True
            else:
                ctx._raise_conditions(_FLOATOP)
            return self, Decimal.from_float(other)
        if isinstance(other, complex) and equality and other.imag == 0:
            return self._compare_other(other.real, equality)
        if isinstance(other, _Rational) and not self._is_special:
            n = other.numerator
            d = other.denominator
            s = self
            if d != 1:
                s = _dec_from_triple(self._sign, _dec_str(_dec_int(self._int) * d), self._exp)
            return s, Decimal(n)
        if isinstance(other, _Rational):
            return self, Decimal(0)
        return None, NotImplemented

    def __eq__(self, other):
        a, b = self._compare_other(other, True)
        if a is None:
            return b
        if a.is_snan() or b.is_snan():
            getcontext()._raise_conditions(_INVALID)
            return False
        if a.is_nan() or b.is_nan():
            return False
        return a._cmp(b) == 0

    def _order(self, other):
        a, b = self._compare_other(other, False)
        if a is None:
            return None
        if a.is_nan() or b.is_nan():
            getcontext()._raise_conditions(_INVALID)
            return 2
        return a._cmp(b)

    def __lt__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c == -1

    def __le__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c in (-1, 0)

    def __gt__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c == 1

    def __ge__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c in (0, 1)

    def compare(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            return self._nan_result(other, context)
        return Decimal(self._cmp(other))

    def compare_signal(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            context._raise_conditions(_INVALID)
            return _dec_from_triple(0, '', 'n')
        return Decimal(self._cmp(other))

    def compare_total(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        if self._sign != other._sign:
            return Decimal(-1) if self._sign else Decimal(1)
        rank = {'N': 2, 'n': 3, 'F': 1}

        def key(x):
            return rank.get(x._exp, 0) if isinstance(x._exp, str) else 0
        ka, kb = key(self), key(other)
        if ka != kb:
            c = (ka > kb) - (ka < kb)
        elif ka >= 2:
            a, b = _dec_int(self._int or '0'), _dec_int(other._int or '0')
            c = (a > b) - (a < b)
        elif ka == 1:
            c = 0
        else:
            c = self._cmp(other) if not self._sign else -self._cmp(other)
            if self._sign:
                c = -c
            if c == 0:
                c = (self._exp > other._exp) - (self._exp < other._exp)
        if self._sign:
            c = -c
        return Decimal(c)

    def _nan_result(self, other, context):
        if self.is_snan() or (other is not None and other.is_snan()):
            context._raise_conditions(_INVALID)
            src = self if self.is_snan() else other
            return _dec_from_triple(src._sign, src._int, 'n')
        src = self if self.is_nan() else other
        return _dec_from_triple(src._sign, src._int, 'n')

    # Rounding operations (through apd).

    def _unary(self, op, context):
        if context is None:
            context = getcontext()
        if self.is_nan():
            return self._nan_result(None, context)
        return context._apply(_decop(op, context._t(), self._tuple()))

    def _binary(self, op, other, context):
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            return self._nan_result(other, context)
        if op == 'div' and other._exp == 'F' and not self._is_special:
            context._raise_conditions(_CLAMPED)
            return _dec_from_triple(self._sign ^ other._sign, '0', context.Etiny())
        return context._apply(_decop(op, context._t(), self._tuple(), other._tuple()))

    def __add__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return self._binary('add', other, context)

    def __radd__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other._binary('add', self, context)

    def __sub__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return self._binary('sub', other, context)

    def __rsub__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other._binary('sub', self, context)

    def __mul__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return self._binary('mul', other, context)

    def __rmul__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other._binary('mul', self, context)

    def __truediv__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return self._binary('div', other, context)

    def __rtruediv__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other._binary('div', self, context)

    def __floordiv__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return self._binary('divint', other, context)

    def __rfloordiv__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other._binary('divint', self, context)

    def __mod__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return self._binary('rem', other, context)

    def __rmod__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other._binary('rem', self, context)

    def __divmod__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            r = self._nan_result(other, context)
            return (r, r)
        q = _decop('divint', context._t(), self._tuple(), other._tuple())
        r = _decop('rem', context._t(), self._tuple(), other._tuple())
        qd = _dec_from_triple(*q[:3])
        rd = _dec_from_triple(*r[:3])
        context._raise_conditions(q[3] | r[3])
        return (qd, rd)

    def __rdivmod__(self, other, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other.__divmod__(self, context=context)

    def __pow__(self, other, modulo=None, context=None):
        if modulo is not None:
            return self._power_modulo(other, modulo, context)
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        if other._exp == 'F' and not self._is_special and self._int != '0' and not self._sign:
            c = self._cmp(Decimal(1))
            if c != 0:
                if (c > 0) == (other._sign == 0):
                    return _dec_from_triple(0, '0', 'F')
                return _dec_from_triple(0, '0', 0)
        return self._binary('pow', other, context)

    def __rpow__(self, other, modulo=None, context=None):
        other = _convert_other(other)
        if other is NotImplemented:
            return other
        return other.__pow__(self, modulo, context=context)

    def _power_modulo(self, other, modulo, context):
        other = _convert_other(other, raiseit=True)
        modulo = _convert_other(modulo, raiseit=True)
        if context is None:
            context = getcontext()
        for x in (self, other, modulo):
            if x.is_nan():
                return x._nan_result(None, context)
        if (self._is_special or other._is_special or modulo._is_special or
                self._exp != 0 and int(self) != self or other._sign or
                int(other) != other or int(modulo) != modulo or not modulo or
                (not self and not other) or len(modulo._int) + max(modulo._exp, 0) > context._prec):
            context._raise_conditions(_INVALID)
            return _dec_from_triple(0, '', 'n')
        m = abs(int(modulo))
        r = pow(abs(int(self)), int(other), m)
        sign = self._sign if int(other) % 2 else 0
        return _dec_from_triple(sign, _dec_str(r), 0)

    def __neg__(self, context=None):
        return self._unary('minus', context)

    def __pos__(self, context=None):
        return self._unary('plus', context)

    def __abs__(self, round=True, context=None):
        if not round:
            return self.copy_abs()
        return self._unary('abs', context)

    def fma(self, other, third, context=None):
        other = _convert_other(other, raiseit=True)
        third = _convert_other(third, raiseit=True)
        if context is None:
            context = getcontext()
        if self._is_special or other._is_special:
            product = self.__mul__(other, context=context)
        else:
            product = _dec_from_triple(self._sign ^ other._sign, _dec_str(_dec_int(self._int) * _dec_int(other._int)),
                                       self._exp + other._exp)
        return product.__add__(third, context=context)

    def sqrt(self, context=None):
        return self._unary('sqrt', context)

    def exp(self, context=None):
        return self._unary('exp', context)

    def ln(self, context=None):
        return self._unary('ln', context)

    def log10(self, context=None):
        return self._unary('log10', context)

    def logb(self, context=None):
        if context is None:
            context = getcontext()
        if self.is_nan():
            return self._nan_result(None, context)
        if self._isinfinity():
            return Decimal('Infinity')
        if not self:
            context._raise_conditions(_DIVZERO)
            return Decimal('-Infinity')
        return Decimal(self.adjusted())

    def scaleb(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            return self._nan_result(other, context)
        if other._exp != 0 or other._is_special:
            context._raise_conditions(_INVALID)
            return _dec_from_triple(0, '', 'n')
        if self._is_special:
            return Decimal(self)
        d = _dec_from_triple(self._sign, self._int, self._exp + int(other))
        return context._apply(_decop('fix', context._t(), d._tuple()))

    # Digit-wise operations (libmpdec's logical, shift and rotate): the
    # operand's coefficient as prec digits.

    def _logical_digits(self, context):
        """The coefficient of a logical operand (finite, non-negative,
        exponent 0, digits 0 and 1 only) as its last prec digits, or None."""
        if self._is_special or self._sign or self._exp != 0 or self._int.strip('01'):
            return None
        return self._int[-context._prec:]

    def _logical(self, other, context, f):
        if context is None:
            context = getcontext()
        other = _convert_other(other, raiseit=True)
        a, b = self._logical_digits(context), other._logical_digits(context)
        if a is None or b is None:
            context._raise_conditions(_INVALID)
            return _dec_from_triple(0, '', 'n')
        n = max(len(a), len(b))
        a, b = a.rjust(n, '0'), b.rjust(n, '0')
        r = ''.join(f(x, y) for x, y in zip(a, b))
        return _dec_from_triple(0, r.lstrip('0') or '0', 0)

    def logical_and(self, other, context=None):
        return self._logical(other, context, lambda x, y: '1' if x == y == '1' else '0')

    def logical_or(self, other, context=None):
        return self._logical(other, context, lambda x, y: '1' if '1' in (x, y) else '0')

    def logical_xor(self, other, context=None):
        return self._logical(other, context, lambda x, y: '1' if x != y else '0')

    def logical_invert(self, context=None):
        if context is None:
            context = getcontext()
        a = self._logical_digits(context)
        if a is None:
            context._raise_conditions(_INVALID)
            return _dec_from_triple(0, '', 'n')
        r = ''.join('0' if x == '1' else '1' for x in a.rjust(context._prec, '0'))
        return _dec_from_triple(0, r.lstrip('0') or '0', 0)

    def _digit_amount(self, other, context):
        """The shift or rotation amount other (an integer within
        [-prec, prec]), or None after a NaN or InvalidOperation."""
        if self.is_nan() or other.is_nan():
            return None, self._nan_result(other, context)
        if other._is_special or other._exp != 0 or int(other) < -context._prec or int(other) > context._prec:
            context._raise_conditions(_INVALID)
            return None, _dec_from_triple(0, '', 'n')
        return int(other), None

    def shift(self, other, context=None):
        if context is None:
            context = getcontext()
        other = _convert_other(other, raiseit=True)
        n, res = self._digit_amount(other, context)
        if n is None:
            return res
        if self._is_special:
            return Decimal(self)
        p = context._prec
        c = self._int[-p:]
        if n >= 0:
            c = (c + '0' * n)[-p:]
        else:
            c = c[:n] if len(c) > -n else ''
        return _dec_from_triple(self._sign, c.lstrip('0') or '0', self._exp)

    def rotate(self, other, context=None):
        if context is None:
            context = getcontext()
        other = _convert_other(other, raiseit=True)
        n, res = self._digit_amount(other, context)
        if n is None:
            return res
        if self._is_special:
            return Decimal(self)
        p = context._prec
        c = self._int[-p:].rjust(p, '0')
        n %= p
        c = c[n:] + c[:n]
        return _dec_from_triple(self._sign, c.lstrip('0') or '0', self._exp)

    def compare_total_mag(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        return self.copy_abs().compare_total(other.copy_abs())

    def remainder_near(self, other, context=None):
        """self - other * n, n the integer nearest self / other (half to
        even), as libmpdec's remainder_near."""
        other = _convert_other(other, raiseit=True)
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            return self._nan_result(other, context)
        if self._isinfinity():
            context._raise_conditions(_INVALID)
            return _dec_from_triple(0, '', 'n')
        if not other:
            context._raise_conditions(_INVALID if self else _DIVUNDEFINED)
            return _dec_from_triple(0, '', 'n')
        fix = lambda d: context._apply(_decop('fix', context._t(), d._tuple()))
        if other._isinfinity():
            return fix(self)
        ideal = min(self._exp, other._exp)
        if not self:
            return fix(_dec_from_triple(self._sign, '0', ideal))
        expdiff = self.adjusted() - other.adjusted()
        if expdiff >= context._prec + 1:
            context._raise_conditions(_DIVIMPOSSIBLE)
            return _dec_from_triple(0, '', 'n')
        a, b = _dec_int(self._int), _dec_int(other._int)
        if expdiff <= -2:
            return fix(_dec_from_triple(self._sign, _dec_str(a * 10 ** (self._exp - ideal)), ideal))
        if self._exp >= other._exp:
            a *= 10 ** (self._exp - other._exp)
        else:
            b *= 10 ** (other._exp - self._exp)
        q, r = divmod(a, b)
        if 2 * r + (q & 1) > b:
            r -= b
            q += 1
        if q >= 10 ** context._prec:
            context._raise_conditions(_DIVIMPOSSIBLE)
            return _dec_from_triple(0, '', 'n')
        sign = self._sign
        if r < 0:
            sign, r = 1 - sign, -r
        return fix(_dec_from_triple(sign, _dec_str(r), ideal))

    # The neighbours of a number in a context.

    def _quiet_context(self, context, rounding):
        return Context(prec=context._prec, rounding=rounding, Emin=context._Emin, Emax=context._Emax,
                       capitals=context._capitals, clamp=context._clamp, traps=[])

    def next_plus(self, context=None):
        if context is None:
            context = getcontext()
        if self._is_special:
            if self.is_nan():
                return self._nan_result(None, context)
            if self._sign:
                return _dec_from_triple(1, '9' * context._prec, context.Etop())
            return Decimal(self)
        q = self._quiet_context(context, ROUND_CEILING)
        d = q.plus(self)
        if d != self:
            return d
        return self.__add__(_dec_from_triple(0, '1', context.Etiny() - 1), context=q)

    def next_minus(self, context=None):
        if context is None:
            context = getcontext()
        if self._is_special:
            if self.is_nan():
                return self._nan_result(None, context)
            if not self._sign:
                return _dec_from_triple(0, '9' * context._prec, context.Etop())
            return Decimal(self)
        q = self._quiet_context(context, ROUND_FLOOR)
        d = q.plus(self)
        if d != self:
            return d
        return self.__add__(_dec_from_triple(1, '1', context.Etiny() - 1), context=q)

    def next_toward(self, other, context=None):
        other = _convert_other(other, raiseit=True)
        if context is None:
            context = getcontext()
        if self.is_nan() or other.is_nan():
            return self._nan_result(other, context)
        if self == other:
            return self.copy_sign(other)
        d = self.next_plus(context) if self < other else self.next_minus(context)
        if d.is_infinite():
            context._raise_conditions(_OVERFLOW | _INEXACT | _ROUNDED)
        elif d.adjusted() < context._Emin:
            cond = _UNDERFLOW | _SUBNORMAL | _INEXACT | _ROUNDED
            if not d:
                cond |= _CLAMPED
            context._raise_conditions(cond)
        return d

    def normalize(self, context=None):
        return self._unary('normalize', context)

    def quantize(self, exp, rounding=None, context=None):
        exp = _convert_other(exp, raiseit=True)
        if context is None:
            context = getcontext()
        if rounding is not None and rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_ERROR)
        if self.is_nan() or exp.is_nan():
            return self._nan_result(exp, context)
        if not self._is_special and not exp._is_special:
            if exp._exp > context._Emax or exp._exp < context.Etiny():
                context._raise_conditions(_INVALID)
                return _dec_from_triple(0, '', 'n')
        return context._apply(_decop('quantize', context._t(rounding), self._tuple(), exp._tuple()))

    def to_integral_value(self, rounding=None, context=None):
        if context is None:
            context = getcontext()
        if rounding is not None and rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_ERROR)
        if self.is_nan():
            return self._nan_result(None, context)
        if self._is_special or self._exp >= 0:
            return Decimal(self)
        return context._apply(_decop('to_integral_value', context._t(rounding), self._tuple()))

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        if context is None:
            context = getcontext()
        if rounding is not None and rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_ERROR)
        if self.is_nan():
            return self._nan_result(None, context)
        if self._is_special or self._exp >= 0:
            return Decimal(self)
        return context._apply(_decop('to_integral_exact', context._t(rounding), self._tuple()))

    def _minmax(self, other, context, want_max, mag):
        other = _convert_other(other, raiseit=True)
        if context is None:
            context = getcontext()
        sn, on = self._isnan(), other._isnan()
        if sn or on:
            if on == 1 and sn == 0:
                return self.__pos__(context=context)
            if sn == 1 and on == 0:
                return other.__pos__(context=context)
            return self._nan_result(other, context)
        a, b = (self.copy_abs(), other.copy_abs()) if mag else (self, other)
        c = a._cmp(b)
        if c == 0 and mag:
            c = self._cmp(other)
        if c == 0:
            c = int(self.compare_total(other))
        if not want_max:
            c = -c
        ans = self if c >= 0 else other
        return context._apply(_decop('fix', context._t(), ans._tuple()))

    def max(self, other, context=None):
        return self._minmax(other, context, True, False)

    def min(self, other, context=None):
        return self._minmax(other, context, False, False)

    def max_mag(self, other, context=None):
        return self._minmax(other, context, True, True)

    def min_mag(self, other, context=None):
        return self._minmax(other, context, False, True)

    # Formatting.

    def __format__(self, spec, context=None):
        if context is None:
            context = getcontext()
        m = _FORMAT_SPEC.match(spec)
        if m is None:
            raise ValueError("invalid format string")
        fill = m.group('fill')
        align = m.group('align')
        zeropad = m.group('zeropad')
        if zeropad and not align:
            fill, align = '0', '='
        fill = fill or ' '
        align = align or '>'
        sign = m.group('sign') or '-'
        minwidth = int(m.group('minwidth') or '0')
        thousands = m.group('thousands_sep')
        prec = m.group('precision')
        prec = int(prec) if prec is not None else None
        typ = m.group('type')
        if typ == 'n':
            # libmpdec: 'n' takes its separators from the locale, no ','.
            if thousands:
                raise ValueError("invalid format string")
            typ = 'g'
        rounding = context._rounding
        if self._is_special:
            body = str(self.copy_abs())
            if typ == '%':
                body += '%'
            return _format_align(self._sign, body, fill, align, sign, minwidth)
        dec = self
        if typ is None:
            typ = ['g', 'G'][context._capitals]
            default = True
        else:
            default = False
        if typ == '%':
            dec = _dec_from_triple(dec._sign, dec._int, dec._exp + 2)
        if prec is not None:
            if typ in 'eE':
                dec = dec._round(prec + 1, rounding)
            elif typ in 'fF%':
                dec = dec._rescale(-prec, rounding)
            elif typ in 'gG':
                if prec == 0:
                    prec = 1
                if len(dec._int) > prec:
                    dec = dec._round(prec, rounding)
        if not dec and dec._exp > 0 and typ in 'fF%':
            dec = dec._rescale(0, rounding)
        if typ in 'eE':
            if not dec and prec is not None:
                dotplace = 1 - prec
            else:
                dotplace = 1
        elif typ in 'fF%':
            dotplace = len(dec._int) + dec._exp
        else:
            leftdigits = dec._exp + len(dec._int)
            if dec._exp <= 0 and leftdigits > -6:
                dotplace = leftdigits
            else:
                dotplace = 1
        if dotplace < 0:
            intpart = '0'
            fracpart = '0' * (-dotplace) + dec._int
        elif dotplace > len(dec._int):
            intpart = dec._int + '0' * (dotplace - len(dec._int))
            fracpart = ''
        else:
            intpart = dec._int[:dotplace] or '0'
            fracpart = dec._int[dotplace:]
        exp = len(dec._int) + dec._exp - dotplace
        if thousands:
            intpart = _group(intpart, thousands, fill if zeropad and align == '=' else None,
                             minwidth - (len(fracpart) + 1 if fracpart or False else 0))
        body = intpart
        if fracpart or False:
            body += '.' + fracpart
        if exp != 0 or typ in 'eE':
            echar = {'E': 'E', 'e': 'e', 'G': 'E', 'g': 'e'}[typ]
            body += "%s%+d" % (echar, exp)
        if typ == '%':
            body += '%'
        if m.group('no_neg_0') and not dec:
            return _format_align(0, body, fill, align, sign, minwidth)
        return _format_align(dec._sign, body, fill, align, sign, minwidth)

    def _rescale(self, exp, rounding):
        if self._is_special:
            return Decimal(self)
        if not self._int.strip('0'):
            return _dec_from_triple(self._sign, '0', exp)
        if self._exp >= exp:
            return _dec_from_triple(self._sign, self._int + '0' * (self._exp - exp), exp)
        r = _decop('quantize', (max(len(self._int), 1) + 2, rounding, -999999999, 999999999),
                   self._tuple(), (0, '1', exp))
        return _dec_from_triple(*r[:3])

    def _round(self, places, rounding):
        if self._is_special or not self:
            return Decimal(self)
        ans = self._rescale(self.adjusted() + 1 - places, rounding)
        if ans.adjusted() != self.adjusted():
            ans = ans._rescale(ans.adjusted() + 1 - places, rounding)
        return ans

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        if type(self) is Decimal:
            return self
        return self.__class__(str(self))

    def __deepcopy__(self, memo):
        if type(self) is Decimal:
            return self
        return self.__class__(str(self))


_FORMAT_SPEC = _re.compile(r"""\A
(?:
   (?P<fill>.)?
   (?P<align>[<>=^])
)?
(?P<sign>[-+ ])?
(?P<no_neg_0>z)?
(?P<zeropad>0)?
(?P<minwidth>(?!0)\d+)?
(?P<thousands_sep>,)?
(?:\.(?P<precision>0|(?!0)\d+))?
(?P<type>[eEfFgGn%])?
\Z
""", 64 | 16)  # re.VERBOSE | re.DOTALL (ints: re.RegexFlag would import enum)


def _group(intpart, sep, fill, minwidth):
    groups = []
    while len(intpart) > 3:
        groups.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    groups.insert(0, intpart)
    return sep.join(groups)


def _format_align(signbit, body, fill, align, spec_sign, minwidth):
    if signbit:
        sign = '-'
    elif spec_sign in '+ ':
        sign = spec_sign
    else:
        sign = ''
    padding = minwidth - len(sign) - len(body)
    if padding <= 0:
        return sign + body
    if align == '<':
        return sign + body + fill * padding
    if align == '>':
        return fill * padding + sign + body
    if align == '=':
        return sign + fill * padding + body
    half = padding // 2
    return fill * half + sign + body + fill * (padding - half)


_Number.register(Decimal)
_displayname(Decimal, 'decimal.Decimal')
_displayname(Context, 'decimal.Context')
