# str methods and conversions whose results are built in charged buffers
# (issue 11): same results as CPython.
print('a-b-c'.split('-'), 'a b  c'.split(), ' a b '.rsplit(None, 1), 'x\ny\r\nz'.splitlines(True), 'é\u2028x'.splitlines())
print('ΣΑΣ ΣΑΣ'.lower(), 'ﬁx'.upper(), 'ß'.upper(), 'hello world'.title(), 'ǅ'.swapcase(), 'ΐ'.upper(), 'İ'.lower(), 'ẞ'.casefold())
print('é\tx'.expandtabs(3), 'ab'.center(9, 'é'), '-7'.zfill(5), 'xyz'[::-1], 'héllo wörld'[::2], 'héllo wörld'[-1:2:-3])
print('a\x00é😀\ud800'.encode('utf-8', 'surrogatepass'), 'aé'.encode('utf-16'), 'a😀'.encode('utf-32-be'), 'aé😀'.encode('ascii', 'xmlcharrefreplace'), 'aé😀'.encode('latin-1', 'backslashreplace'))
try: 'aéb😀'.encode('ascii')
except Exception as e: print(type(e).__name__, e)
print(b'a\xffb'.decode('utf-8', 'backslashreplace'), b'a\xffb'.decode('ascii', 'replace'), b'\xff\xfeA\x00'.decode('utf-16'))
print('aXbXc'.replace('X', '--'), 'abc'.replace('', '.'), 'éé'.replace('', '|', 2), 'x'.join('abc'), 'é'.isprintable(), '\x00'.isprintable(), 'a1'.isidentifier(), '1a'.isidentifier(), ''.isidentifier())
print('ABC'.isupper(), 'Abc'.istitle(), 'abc'.translate({97: 'XY', 98: None, 99: 0x1F600}), str.maketrans('ab', 'cd'))
print(int('  ١٢٣  '), float('1_000.5'), complex(' 1+2j '), int('0x_ff', 0))
for bad in [lambda: int('x'*300), lambda: float('x'*300), lambda: complex('1__2'), lambda: int(b'x'*300), lambda: float(b'y'*250)]:
    try: bad()
    except Exception as e: print(type(e).__name__, len(str(e)), str(e)[:60], str(e)[-10:])
