# statistics (see statistics.go): CPython 3.11's algorithms, with its
# exact internal arithmetic. Where CPython sums exact Fractions, this
# module sums _Q, a private exact rational on Python ints, so every
# float result is the correctly rounded value of the same exact quantity
# CPython rounds. Inputs of other numeric types (Fraction, Decimal) are
# converted through their numerator/denominator; results for them are
# built as T(numerator) / T(denominator).


class StatisticsError(ValueError):
    pass


class _Q:
    __slots__ = ('numerator', 'denominator')

    def __init__(self, n, d=1):
        if d < 0:
            n, d = -n, -d
        g = _gcd(n, d)
        if g > 1:
            n //= g
            d //= g
        self.numerator = n
        self.denominator = d

    def _pair(self, other):
        if isinstance(other, _Q):
            return other.numerator, other.denominator
        if isinstance(other, int):
            return other, 1
        return None

    def __add__(self, other):
        p = self._pair(other)
        if p is None:
            return float(self) + other
        return _Q(self.numerator * p[1] + p[0] * self.denominator, self.denominator * p[1])

    __radd__ = __add__

    def __sub__(self, other):
        p = self._pair(other)
        if p is None:
            return float(self) - other
        return _Q(self.numerator * p[1] - p[0] * self.denominator, self.denominator * p[1])

    def __rsub__(self, other):
        p = self._pair(other)
        if p is None:
            return other - float(self)
        return _Q(p[0] * self.denominator - self.numerator * p[1], self.denominator * p[1])

    def __mul__(self, other):
        p = self._pair(other)
        if p is None:
            return float(self) * other
        return _Q(self.numerator * p[0], self.denominator * p[1])

    __rmul__ = __mul__

    def __truediv__(self, other):
        p = self._pair(other)
        if p is None:
            return float(self) / other
        if p[0] == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % (self.numerator * p[1]))
        return _Q(self.numerator * p[1], self.denominator * p[0])

    def __rtruediv__(self, other):
        p = self._pair(other)
        if p is None:
            return other / float(self)
        if self.numerator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % (p[0] * self.denominator))
        return _Q(p[0] * self.denominator, p[1] * self.numerator)

    def __lt__(self, other):
        p = self._pair(other)
        return self.numerator * p[1] < p[0] * self.denominator

    def __le__(self, other):
        p = self._pair(other)
        return self.numerator * p[1] <= p[0] * self.denominator

    def __float__(self):
        return self.numerator / self.denominator

    def __int__(self):
        return self.numerator // self.denominator


def _exact_ratio(x):
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        msg = f"can't convert type '{type(x).__name__}' to numerator/denominator"
        raise TypeError(msg)


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if T.__name__ == 'Fraction' and issubclass(S, float):
        return S
    if issubclass(T, float) and S.__name__ == 'Fraction':
        return T
    msg = "don't know how to coerce %s and %s"
    raise TypeError(msg % (T.__name__, S.__name__))


def _types_reduce(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _sum(data):
    count = 0
    types = {}
    partials = {}
    for x in data:
        types[type(x)] = None
        n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = 0
        for d, n in partials.items():
            total = total + _Q(n, d)
        if not isinstance(total, _Q):
            total = _Q(total)
    T = _types_reduce(types)
    return (T, total, count)


def _ss(data, c=None):
    if c is not None:
        T, ssd, count = _sum((d := x - c) * d for x in data)
        return (T, ssd, c, count)
    count = 0
    types = {}
    sx_partials = {}
    sxx_partials = {}
    for x in data:
        types[type(x)] = None
        n, d = _exact_ratio(x)
        count += 1
        sx_partials[d] = sx_partials.get(d, 0) + n
        sxx_partials[d] = sxx_partials.get(d, 0) + n * n
    if not count:
        ssd = c = _Q(0)
    elif None in sx_partials:
        ssd = c = sx_partials[None]
    else:
        sx = _Q(0)
        for d, n in sx_partials.items():
            sx = sx + _Q(n, d)
        sxx = _Q(0)
        for d, n in sxx_partials.items():
            sxx = sxx + _Q(n, d * d)
        ssd = (count * sxx - sx * sx) / count
        c = sx / count
    T = _types_reduce(types)
    return (T, ssd, c, count)


def _convert(value, T):
    if type(value) is T:
        return value
    if not isinstance(value, _Q):
        return T(value) if T is not int else value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    if T is float or issubclass(T, float):
        return T(value.numerator / value.denominator)
    if issubclass(T, int):
        return T(value.numerator)
    return T(value.numerator) / T(value.denominator)


def _fail_neg(values, errmsg='negative value'):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _integer_sqrt_of_frac_rto(n, m):
    a = _isqrt(n // m)
    return a | (a * a * m != n)


_sqrt_bit_width = 2 * 53 + 3


def _float_sqrt_of_frac(n, m):
    q = (n.bit_length() - m.bit_length() - _sqrt_bit_width) // 2
    if q >= 0:
        numerator = _integer_sqrt_of_frac_rto(n, m << 2 * q) << q
        denominator = 1
    else:
        numerator = _integer_sqrt_of_frac_rto(n << -2 * q, m)
        denominator = 1 << -q
    return numerator / denominator


def _sqrt_of(mss, T=float):
    if not isinstance(mss, _Q):
        return _sqrt(mss)
    if hasattr(T, 'next_plus') and hasattr(T, 'as_integer_ratio'):
        return _decimal_sqrt_of_frac(T, mss.numerator, mss.denominator)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def _decimal_sqrt_of_frac(D, n, m):
    """The square root of n/m as a Decimal correctly rounded in the
    current context (CPython 3.11's stdev of Decimal data): the context's
    root, or its neighbour when n/m lies past their midpoint."""
    if n <= 0:
        if not n:
            return D('0.0')
        n, m = -n, -m
    root = (D(n) / D(m)).sqrt()
    nr, dr = root.as_integer_ratio()
    up = root.next_plus()
    nu, du = up.as_integer_ratio()
    if 4 * n * (dr * du) ** 2 > m * (dr * nu + du * nr) ** 2:
        return up
    down = root.next_minus()
    nd, dd = down.as_integer_ratio()
    if 4 * n * (dr * dd) ** 2 < m * (dr * nd + dd * nr) ** 2:
        return down
    return root


def mean(data):
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, T)


def fmean(data, weights=None):
    try:
        n = len(data)
    except TypeError:
        data = list(data)
        n = len(data)
    if weights is None:
        total = _fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = _fsum(map(_mul, data, weights))
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = _fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    try:
        return _exp(fmean(map(_log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, _Real):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        else:
            raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        _, sum_weights, _ = _sum(w for w in _fail_neg(weights, errmsg))
    try:
        data = _fail_neg(data, errmsg)
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    else:
        i = n // 2
        return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    else:
        return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    i = _bisect_left(data, x)
    j = _bisect_right(data, x, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError(f'Value cannot be converted to a float')
    L = x - interval / 2.0
    cf = i
    f = j - i
    return L + interval * (n / 2 - cf) / f


def mode(data):
    pairs = _Counter(iter(data)).most_common(1)
    try:
        return pairs[0][0]
    except IndexError:
        raise StatisticsError('no mode for empty data') from None


def multimode(data):
    counts = _Counter(iter(data))
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError(f'Unknown method: {method!r}')


def variance(data, xbar=None):
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, T)


def stdev(data, xbar=None):
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    return _sqrt_of(mss, T)


def pstdev(data, mu=None):
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    mss = ss / n
    return _sqrt_of(mss, T)


def covariance(x, y, /):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = _fsum((d := xi - xbar) * d for xi in x)
    syy = _fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / _sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = _namedtuple('LinearRegression', ('slope', 'intercept'), module='statistics')


def linear_regression(x, y, /, *, proportional=False):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if proportional:
        sxy = _fsum(xi * yi for xi, yi in zip(x, y))
        sxx = _fsum(xi * xi for xi in x)
    else:
        xbar = _fsum(x) / n
        ybar = _fsum(y) / n
        sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = _fsum((d := xi - xbar) * d for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# NormalDist: a normal distribution of floats (CPython 3.11's methods and
# messages; inv_cdf by Wichura's algorithm AS 241, PPND16).

def _ppnd16(p, mu, sigma):
    q = p - 0.5
    if abs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r
                    + 6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r
                  + 1.3731693765509461125e+4) * r + 1.9715909503065514427e+3) * r
                + 1.3314166789178437745e+2) * r + 3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r
                    + 3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r
                  + 5.3941960214247511077e+3) * r + 6.8718700749205790830e+2) * r
                + 4.2313330701600911252e+1) * r + 1.0)
        return mu + (num / den) * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.7454501427834140764e-4 * r + 2.2723844989269184583e-2) * r
                    + 2.4178072517745061177e-1) * r + 1.2704582524523683826e+0) * r
                  + 3.6478483247632046050e+0) * r + 5.7694972214606914055e+0) * r
                + 4.6303378461565452959e+0) * r + 1.4234371107496835773e+0)
        den = (((((((1.0507500716444168432e-9 * r + 5.4759380849953449460e-4) * r
                    + 1.5198666563616457197e-2) * r + 1.4810397642748007459e-1) * r
                  + 6.8976733498510000455e-1) * r + 1.6763848301838038494e+0) * r
                + 2.0531916266377588219e+0) * r + 1.0)
    else:
        r = r - 5.0
        num = (((((((2.0103343992922881327e-7 * r + 2.7115555687434875782e-5) * r
                    + 1.2426609473880784386e-3) * r + 2.6532189526576123093e-2) * r
                  + 2.9656057182850489123e-1) * r + 1.7848265399172913358e+0) * r
                + 5.4637849111641143699e+0) * r + 6.6579046435011037772e+0)
        den = (((((((2.0442631033899397856e-15 * r + 1.4215117583164458887e-7) * r
                    + 1.8463183175100546818e-5) * r + 7.8686913114561325910e-4) * r
                  + 1.4875361290850614853e-2) * r + 1.3692988092273580531e-1) * r
                + 5.9983220655588793769e-1) * r + 1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + x * sigma


class NormalDist:
    "Normal distribution of a random variable"

    __slots__ = {'_mu': 'Arithmetic mean of a normal distribution',
                 '_sigma': 'Standard deviation of a normal distribution'}

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        T, ss, xbar, n = _ss(data)
        if n < 2:
            raise StatisticsError('stdev requires at least two data points')
        mss = ss / (n - 1)
        if isinstance(mss, _Q):
            return cls(float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator))
        return cls(float(xbar), float(xbar) / float(ss))

    def samples(self, n, *, seed=None):
        gauss = _random.gauss if seed is None else _random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return _exp(diff * diff / (-2.0 * variance)) / _sqrt(_TAU * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _ppnd16(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = Y_var - X_var
        dm = _fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - _erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * _sqrt(dm * dm + dv * _log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (_fabs(Y.cdf(x1) - X.cdf(x1)) + _fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * _fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / _fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'


_TAU = 6.283185307179586
_SQRT2 = 1.4142135623730951
