# Short strs made by concatenation, str(int) and the ASCII case mappings are one
# allocation with their text: lengths, indexing, hashing, identity and equality
# across the block sizes (1 to 100 bytes), non-ASCII operands, str subclasses.
class S(str):
    pass


def show(r):
    print(type(r).__name__, len(r), repr(r), r[-1] if r else '', hash(r) == hash(str(r)))


for n in (1, 2, 7, 8, 9, 15, 16, 24, 25, 40, 41, 56, 57, 72, 73, 88, 89, 100):
    a = 'x' * (n // 2)
    b = 'y' * (n - n // 2)
    show(a + b)
    show(S(a) + b)
    show(('é' * (n // 2)) + b)
for i in (0, 7, -7, 10, 99, -99, 100, 12345, -12345, 9999999, -9999999, 99999999,
          -99999999, 100000000, -10000000, 2**31, -2**63, 2**63 - 1, 2**64):
    s = str(i)
    print(s, len(s), s[0], s == repr(i), int(s) == i)
for s in ('hello world', 'HELLO', 'MiXeD 123', 'a', 'ab', 'x' * 90, 'ÿab', 'ßtraße'):
    for m in (str.upper, str.lower, str.swapcase, str.title, str.capitalize, str.casefold):
        r = m(s)
        print(m.__name__, repr(r), len(r), r == s, len(s) > 1 and s.isascii() and r is s)
t = 'ABC' * 3
print(t.upper() is t, t.lower() is t, S('abc').upper(), type(S('abc').upper()).__name__)
d = {}
for i in range(50):
    d['key' + str(i)] = i
print(sum(d['key' + str(i)] for i in range(50)), 'key7' in d, ('ke' + 'y7') in d)
