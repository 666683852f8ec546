# str.split with a separator from the left (one loop over the parts): one- and
# multi-byte separators, maxsplit (negative, zero, fewer and more than the
# parts), empty and one-character parts, non-ASCII text, subclasses, long
# texts (past the 1,024-part work step and a part block of 32), sizes.
import sys


class S(str):
    pass


def show(parts):
    print(len(parts), parts[:6], parts[-3:], [len(p) for p in parts[:6]], type(parts[0]).__name__ if parts else '')


for text, sep in [('a,b,,c,', ','), (',', ','), ('', ','), ('abc', ','), ('a::b::::c', '::'),
                  ('x→y→z', '→'), ('é,ü,ß,€', ','), ('éé,,ü', ',,'), ('aaa', 'a'), ('aaaa', 'aa')]:
    for maxsplit in (-1, 0, 1, 2, 10):
        show(text.split(sep, maxsplit))
        if text:  # (S("").split(sep) is [S("")] in CPython: not this case)
            show(S(text).split(sep, maxsplit=maxsplit))
big = ' '.join(str(i * 7919 % 100003) for i in range(5000))
p = big.split(' ')
show(p)
print(sum(len(x) for x in p), p[1234], p[4999], sys.getsizeof(p) == sys.getsizeof(big.split(' ')))
q = ('é' * 3 + ',') * 3000
show(q.split(','))
print([x[1] for x in q.split(',')[:5]], q.split(',', 2999)[-1], len(q.split(',', 2999)))
print(','.join('ab' for _ in range(40)).split(',')[33], len('x,' * 40).__class__)
print([s.upper() for s in 'aa,b,cc'.split(',')], hash('k1,k2'.split(',')[1]) == hash('k2'))
