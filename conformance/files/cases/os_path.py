# os.path: pure functions and queries of the file system.
import os.path as p
import os
print(p.join('a', 'b', 'c.txt'), p.join('/x', '../y'), p.join('a/', '/b'), p.join('', ''))
print(p.split('data/nested/deep.txt'), p.splitext('archive.tar.gz'), p.splitext('.hidden'), p.splitext('a.b/c'))
print(p.basename('/a/b.txt'), p.dirname('/a/b.txt'), p.dirname('b.txt'), p.basename('dir/'))
print(p.normpath('a//b/../c/./d/'), p.normpath('/../..'), p.normpath('.'), p.normpath('a/..'))
print(p.abspath('data/../sales.csv'), p.abspath('/x/./y'), p.realpath('data/nested/..'))
print(p.relpath('data/nested/deep.txt'), p.relpath('/work/data', '/work/data/nested'), p.relpath('/a/b', '/c'))
print(p.commonpath(['/a/b/c', '/a/b/d']), p.commonprefix(['interstellar', 'internet']), p.isabs('x'), p.isabs('/x'))
print(p.exists('sales.csv'), p.exists('nope'), p.exists('data'), p.exists('a\0'), p.exists(''))
print(p.isfile('sales.csv'), p.isfile('data'), p.isdir('data'), p.isdir('sales.csv'), p.isdir('nope'))
print(p.islink('sales.csv'), p.lexists('data'), p.ismount('/'), p.ismount('data'))
print(p.getsize('sales.csv'), p.getsize('empty.txt'), type(p.getmtime('sales.csv')).__name__)
print(p.samefile('sales.csv', 'data/../sales.csv'), p.samefile('sales.csv', 'notes.txt'))
print(p.expanduser('~'), p.expanduser('~/x.txt'), p.expanduser('x/~'), p.expandvars('$NOPE/x'))
print(p.splitdrive('/a/b'), p.normcase('A/B'), p.join(b'a', b'b'), p.basename(b'x/y'))
for bad in (lambda: p.getsize('nope'), lambda: p.join('a', 1), lambda: p.join('a', b'b'),
            lambda: p.relpath(''), lambda: p.commonpath([]), lambda: p.commonpath(['/a', 'b']),
            lambda: p.isfile(None), lambda: p.getmtime('nope')):
    try:
        bad()
    except (OSError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
