# The drawing methods of random.Random for a subclass that overrides
# random(), getrandbits() or _randbelow() (modules/random_subclass.go
# calls these with the instance as self). They follow CPython 3.11's
# Lib/random.py algorithms, so a subclass draws the numbers it would
# draw under CPython (and raises what CPython raises when its random()
# returns numbers out of [0, 1)).

import math
from bisect import bisect as _bisect
from itertools import accumulate as _accumulate
from collections.abc import Sequence as _Sequence

_BPF = 53  # bits in a float's mantissa
_NV_MAGICCONST = 4 * math.exp(-0.5) / math.sqrt(2.0)
_TWOPI = 2.0 * math.pi
_LOG4 = math.log(4.0)
_SG_MAGICCONST = 1.0 + math.log(4.5)


def _randbelow(self, n):
    # As CPython's __init_subclass__ picks it: the first class along the
    # MRO that defines _randbelow, getrandbits or random decides.
    for c in type(self).__mro__:
        d = c.__dict__
        if '_randbelow' in d:
            return self._randbelow(n)
        if 'getrandbits' in d:
            break
        if 'random' in d:
            return _randbelow_from_random(self, n)
    k = n.bit_length()
    r = self.getrandbits(k)
    while r >= n:
        r = self.getrandbits(k)
    return r


def _randbelow_from_random(self, n):
    maxsize = 1 << _BPF
    if n >= maxsize:
        return math.floor(self.random() * n)
    limit = (maxsize - maxsize % n) / maxsize
    r = self.random()
    while r >= limit:
        r = self.random()
    return math.floor(r * maxsize) % n


def _as_index(v, what):
    try:
        return v.__index__()
    except AttributeError:
        pass
    i = int(v)
    if i != v:
        raise ValueError("non-integer %s for randrange()" % what)
    return i


def randrange(self, start, stop=None, step=1):
    istart = _as_index(start, "arg 1")
    if stop is None:
        if step != 1:
            raise TypeError('Missing a non-None stop argument')
        if istart > 0:
            return _randbelow(self, istart)
        raise ValueError("empty range for randrange()")
    istop = _as_index(stop, "stop")
    width = istop - istart
    istep = _as_index(step, "step")
    if istep == 1:
        if width > 0:
            return istart + _randbelow(self, width)
        raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
    if istep > 0:
        n = (width + istep - 1) // istep
    elif istep < 0:
        n = (width + istep + 1) // istep
    else:
        raise ValueError("zero step for randrange()")
    if n <= 0:
        raise ValueError("empty range for randrange()")
    return istart + istep * _randbelow(self, n)


def randint(self, a, b):
    return randrange(self, a, b + 1)


def choice(self, seq):
    if not len(seq):
        raise IndexError('Cannot choose from an empty sequence')
    return seq[_randbelow(self, len(seq))]


def shuffle(self, x):
    for i in range(len(x) - 1, 0, -1):
        j = _randbelow(self, i + 1)
        x[i], x[j] = x[j], x[i]


def sample(self, population, k, *, counts=None):
    if not isinstance(population, _Sequence):
        raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
    n = len(population)
    if counts is not None:
        cum = list(_accumulate(counts))
        if len(cum) != n:
            raise ValueError('The number of counts does not match the population')
        total = cum.pop()
        if not isinstance(total, int):
            raise TypeError('Counts must be integers')
        if total <= 0:
            raise ValueError('Total of counts must be greater than zero')
        picks = sample(self, range(total), k=k)
        return [population[_bisect(cum, s)] for s in picks]
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    result = [None] * k
    # A pool while the population is small, else a set of the indices
    # taken (the sizes CPython weighs: a small set, or a big set's table).
    setsize = 21
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = _randbelow(self, n - i)
            result[i] = pool[j]
            pool[j] = pool[n - i - 1]
    else:
        taken = set()
        for i in range(k):
            j = _randbelow(self, n)
            while j in taken:
                j = _randbelow(self, n)
            taken.add(j)
            result[i] = population[j]
    return result


def choices(self, population, weights=None, *, cum_weights=None, k=1):
    n = len(population)
    if cum_weights is None:
        if weights is None:
            fn = n + 0.0
            return [population[math.floor(self.random() * fn)] for _ in range(k)]
        try:
            cum_weights = list(_accumulate(weights))
        except TypeError:
            if not isinstance(weights, int):
                raise
            k = weights
            raise TypeError(f'The number of choices must be a keyword argument: {k=}') from None
    elif weights is not None:
        raise TypeError('Cannot specify both weights and cumulative weights')
    if len(cum_weights) != n:
        raise ValueError('The number of weights does not match the population')
    total = cum_weights[-1] + 0.0
    if total <= 0.0:
        raise ValueError('Total of weights must be greater than zero')
    if not math.isfinite(total):
        raise ValueError('Total of weights must be finite')
    hi = n - 1
    return [population[_bisect(cum_weights, self.random() * total, 0, hi)] for _ in range(k)]


def randbytes(self, n):
    return self.getrandbits(n * 8).to_bytes(n, 'little')


def uniform(self, a, b):
    return a + (b - a) * self.random()


def triangular(self, low=0.0, high=1.0, mode=None):
    u = self.random()
    try:
        c = 0.5 if mode is None else (mode - low) / (high - low)
    except ZeroDivisionError:
        return low
    if u > c:
        u, c, low, high = 1.0 - u, 1.0 - c, high, low
    return low + (high - low) * math.sqrt(u * c)


def normalvariate(self, mu=0.0, sigma=1.0):
    # Kinderman and Monahan's ratio of uniforms.
    while True:
        u1 = self.random()
        u2 = 1.0 - self.random()
        z = _NV_MAGICCONST * (u1 - 0.5) / u2
        if z * z / 4.0 <= -math.log(u2):
            return mu + z * sigma


def gauss(self, mu=0.0, sigma=1.0):
    # Box-Muller: two normal numbers a pair of draws, the second kept.
    # (A subclass with __slots__ may have no gauss_next: then none is kept.)
    z = getattr(self, 'gauss_next', None)
    if z is not None:
        self.gauss_next = None
    else:
        angle = self.random() * (2.0 * math.pi)
        radius = math.sqrt(-2.0 * math.log(1.0 - self.random()))
        z = math.cos(angle) * radius
        try:
            self.gauss_next = math.sin(angle) * radius
        except AttributeError:
            pass
    return mu + z * sigma


def lognormvariate(self, mu, sigma):
    return math.exp(normalvariate(self, mu, sigma))


def expovariate(self, lambd):
    return -math.log(1.0 - self.random()) / lambd


def paretovariate(self, alpha):
    return (1.0 - self.random()) ** (-1.0 / alpha)


def weibullvariate(self, alpha, beta):
    return alpha * (-math.log(1.0 - self.random())) ** (1.0 / beta)


def vonmisesvariate(self, mu, kappa):
    # Best and Fisher's rejection method (Fisher, Statistical Analysis of
    # Circular Data, 1993).
    if kappa <= 1e-6:
        return _TWOPI * self.random()
    s = 0.5 / kappa
    r = s + math.sqrt(1.0 + s * s)
    while True:
        z = math.cos(math.pi * self.random())
        d = z / (r + z)
        u = self.random()
        if u < 1.0 - d * d or u <= (1.0 - d) * math.exp(d):
            break
    q = 1.0 / r
    f = (q + z) / (1.0 + q * z)
    if self.random() > 0.5:
        return (mu + math.acos(f)) % _TWOPI
    return (mu - math.acos(f)) % _TWOPI


def gammavariate(self, alpha, beta):
    if alpha <= 0.0 or beta <= 0.0:
        raise ValueError('gammavariate: alpha and beta must be > 0.0')
    if alpha > 1.0:
        # Cheng's rejection algorithm GB (1977).
        ainv = math.sqrt(2.0 * alpha - 1.0)
        bbb = alpha - _LOG4
        ccc = alpha + ainv
        while True:
            u1 = self.random()
            if not 1e-7 < u1 < 0.9999999:
                continue
            u2 = 1.0 - self.random()
            v = math.log(u1 / (1.0 - u1)) / ainv
            x = alpha * math.exp(v)
            z = u1 * u1 * u2
            r = bbb + ccc * v - x
            if r + _SG_MAGICCONST - 4.5 * z >= 0.0 or r >= math.log(z):
                return x * beta
    if alpha == 1.0:
        return -math.log(1.0 - self.random()) * beta
    # 0 < alpha < 1: algorithm GS (Kennedy and Gentle).
    while True:
        b = (math.e + alpha) / math.e
        p = b * self.random()
        if p <= 1.0:
            x = p ** (1.0 / alpha)
        else:
            x = -math.log((b - p) / alpha)
        u1 = self.random()
        if p > 1.0:
            if u1 <= x ** (alpha - 1.0):
                break
        elif u1 <= math.exp(-x):
            break
    return x * beta


def betavariate(self, alpha, beta):
    y = self.gammavariate(alpha, 1.0)
    if y:
        return y / (y + self.gammavariate(beta, 1.0))
    return 0.0
