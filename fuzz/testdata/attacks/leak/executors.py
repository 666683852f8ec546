# Memory an executor keeps after it is closed and dropped: each payload
# runs in twelve fresh executors in one process, and the live heap left
# after the runs must not grow (a server running session after session
# would grow without bound).
# repeat
# --- nothing
x = 1
# --- import_all_modules
import abc, base64, binascii, bisect, calendar, collections, contextlib, copy, csv, dataclasses, datetime, decimal, difflib, enum, fractions, functools, hashlib, heapq, html, io, itertools, json, keyword, math, numbers, operator, pprint, queue, random, re, stat, statistics, string, textwrap, time, typing, unicodedata, urllib.parse, uuid
# --- import_decimal
import decimal
# --- import_fractions
import fractions
# --- import_statistics
import statistics
# --- import_numbers
import numbers
# --- classes_and_functions
class A:
    def f(self):
        return 1
class B(A):
    pass
def g(x):
    return [x]
xs = [B().f() + len(g(i)) for i in range(1000)]
# --- generators_suspended
def g():
    yield 1
    yield 2
gs = [g() for i in range(1000)]
for x in gs:
    next(x)
# --- regex_compiled
import re
ps = [re.compile('a%d(b|c)*' % i) for i in range(1000)]
# --- ids_and_hashes
class A:
    pass
xs = [A() for i in range(10000)]
ids = [id(x) for x in xs]
hs = {x: hash(x) for x in xs}
# --- exception_tracebacks
def f(n):
    if n == 0:
        raise ValueError(n)
    return f(n - 1)
es = []
for i in range(100):
    try:
        f(50)
    except ValueError as e:
        es.append(e)
# --- uncaught_exception
def f(n):
    if n == 0:
        raise ValueError(n)
    return f(n - 1)
f(100)
# --- memory_error
x = 'a' * (10**9)
# --- timeout_in_generator
def g():
    while True:
        yield 1
x = g()
for y in x:
    pass
