# copy.copy / copy.deepcopy of objects implemented in Go rebuild them as CPython's reductions do (they called the class with no arguments)
import copy, functools, operator, itertools, random, datetime, types, hashlib, struct, contextvars, zlib


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


for f in (copy.copy, copy.deepcopy):
    n = f.__name__
    p = functools.partial(max, 1, key=abs)
    p.note = [1]
    q = f(p)
    show(n + ' partial', lambda: (type(q).__name__, q(-5), q.args, q.keywords, q.note, q.note is p.note, q is p))
    show(n + ' itemgetter', lambda: f(operator.itemgetter(1, 2))('abcd'))
    show(n + ' attrgetter', lambda: f(operator.attrgetter('real', 'imag.real'))(3 + 4j))
    show(n + ' methodcaller', lambda: f(operator.methodcaller('split', ',', maxsplit=1))('a,b,c'))
    show(n + ' methodcaller2', lambda: f(operator.methodcaller('upper'))('abc'))
    s = slice(1, [2], 3)
    show(n + ' slice', lambda: (f(s), f(s) is s, f(s).stop is s.stop))
    # iterators over containers keep their position
    for mk in (lambda: iter([1, 2, 3, 4]), lambda: iter((1, 2, 3, 4)), lambda: iter('hello'),
               lambda: iter(range(10)), lambda: iter({1: 2, 3: 4, 5: 6}), lambda: iter({1: 2, 3: 4}.items()),
               lambda: reversed([1, 2, 3, 4]), lambda: map(abs, [1, -2, 3, -4]),
               lambda: filter(None, [1, 0, 2, 3]), lambda: zip([1, 2, 3], 'abc'), lambda: enumerate('abcd', 5)):
        o = mk()
        next(o)
        show(n + ' ' + type(o).__name__, lambda: (type(f(o)).__name__, list(f(o)), list(o)))
    lst = [[1], [2]]
    it = iter(lst)
    c = f(it)
    show(n + ' shares list', lambda: next(c) is lst[0])
    r = random.Random(5)
    r.random()
    show(n + ' Random', lambda: f(r).random() == r.random())
    tz = datetime.timezone(datetime.timedelta(hours=1), 'X')
    show(n + ' timezone', lambda: (f(tz), f(datetime.timezone.utc), f({'tz': tz})))
    e = ValueError('x', [1])
    e.note = 5
    show(n + ' exception', lambda: (repr(f(e)), f(e).note, f(e).args[1] is e.args[1]))
    show(n + ' KeyError', lambda: str(f(KeyError('k'))))
    show(n + ' OSError', lambda: (str(f(OSError(2, 'x', 'f'))), f(OSError(2, 'x', 'f')).filename, f(OSError(1, 'y')).args))
    show(n + ' StopIteration', lambda: f(StopIteration(3)).value)

    class E(Exception):
        def __init__(self, msg, code):
            super().__init__(msg)
            self.code = code
    show(n + ' needs args', lambda: f(E('m', 1)))
    # CPython cannot pickle these
    def g():
        yield 1
    for o in (g(), hashlib.sha256(b'x'), struct.Struct('i'), contextvars.ContextVar('v'),
              contextvars.copy_context(), types.MappingProxyType({}), {}.keys(), {}.items(),
              classmethod(len), staticmethod(len), itertools, itertools.pairwise([1])):
        show(n + ' refused', lambda: f(o))
