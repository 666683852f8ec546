# str.join copying its parts straight into the sized buffer: str subclasses as
# items and separator, non-ASCII parts and separators (the result's length and
# indexing), empty parts, long lists (past the 1,024-item work step), tuples.
class S(str):
    pass


def show(r):
    print(type(r).__name__, len(r), repr(r[:40]), repr(r[-12:]), r[len(r) // 2] if r else '')


show(','.join(['a', S('bc'), 'déf', S('€')]))
show(S('--').join(['x', 'y', 'z']))
show(S('→').join(('α', 'b', '')))
show(''.join([S('a')]))
r = ''.join([S('a')])
print(type(r).__name__, r)
show('·'.join(str(i) for i in range(3000)))
show(' '.join([str(i * 7919 % 100003) for i in range(5000)]))
show(', '.join([''] * 2000))
show('ab'.join(['', '']))
show('x'.join(['ü' * 50, 'é' * 3, S('ß' * 7)] * 700))
words = ['ab', 'cd']
print(' '.join(words).split(' ') == words)
