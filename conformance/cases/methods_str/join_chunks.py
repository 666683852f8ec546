# str.join sizing and copying its items in chunks of 1,024: the index of a
# non-str item anywhere (first, chunk boundaries, last), separators of one,
# several and no characters, non-ASCII lengths summed per chunk.
class S(str):
    def __str__(self):
        return 'ignored'


for n in (1, 2, 1023, 1024, 1025, 2048, 2049, 3000):
    for bad_at in sorted({0, 1, n // 2, 1022, 1023, 1024, 1025, 2047, 2048, n - 1}):
        if bad_at >= n:
            continue
        items = [str(i) for i in range(n)]
        items[bad_at] = [bad_at] if bad_at % 2 else 3.5
        for sep in (',', ' :: ', ''):
            try:
                sep.join(items)
            except TypeError as e:
                if sep == ',':
                    print(n, bad_at, e)
for n in (1, 2, 1023, 1024, 1025, 4097):
    items = [S('é') if i % 3 == 0 else 'x' * (i % 5) for i in range(n)]
    for sep in (',', '→', ' - ', '', S('ab')):
        r = sep.join(items)
        print(n, repr(sep), type(r).__name__, len(r), len(r.encode()), r[:7], r[-7:], r.count('é'))
print(','.join(iter(['a', 'b'])), '-'.join(x for x in 'xyz'))
try:
    ','.join(x for x in ['a', b'b'])
except TypeError as e:
    print(e)
try:
    ','.join(['a'] * 1500 + [None])
except TypeError as e:
    print(e)
print(repr(','.join([])), repr(''.join([''])), repr('ab'.join([''] * 1025))[:20], len('ab'.join([''] * 1025)))
