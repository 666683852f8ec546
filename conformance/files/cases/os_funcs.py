# os: listdir, scandir, stat, mkdir/makedirs, remove, rename/replace, rmdir, walk, getcwd/chdir, errors.
import os
print(os.getcwd())
print(sorted(os.listdir()), sorted(os.listdir('data')))
print(sorted(os.listdir(b'data')))
with os.scandir('data') as it:
    entries = sorted(it, key=lambda e: e.name)
print([(e.name, e.path, e.is_file(), e.is_dir(), e.is_symlink()) for e in entries])
print(repr(entries[0]), os.fspath(entries[0]), entries[0].stat().st_size)
st = os.stat('sales.csv')
print(st.st_size, st.st_mode, oct(st.st_mode & 0o170000), st[6], len(st), type(st).__name__, isinstance(st, tuple))
print(os.stat('data').st_mode & 0o170000 == 0o040000, os.lstat('sales.csv').st_size)
print(isinstance(st.st_mtime, float), st.st_mtime_ns // 10**9 == st[8] == int(st.st_mtime))
os.mkdir('newdir')
os.makedirs('a/b/c')
os.makedirs('a/b/c', exist_ok=True)
for bad in (lambda: os.mkdir('newdir'), lambda: os.makedirs('a/b'), lambda: os.mkdir('x/y'),
            lambda: os.rmdir('a'), lambda: os.rmdir('sales.csv'), lambda: os.remove('data'),
            lambda: os.remove('nope'), lambda: os.rename('nope', 'x'), lambda: os.listdir('nope'),
            lambda: os.listdir('sales.csv'), lambda: os.stat('nope'), lambda: os.chdir('nope'),
            lambda: os.stat(1.5), lambda: os.remove(3.0), lambda: os.rename('a', 2),
            lambda: os.stat('a\0b'), lambda: os.mkdir('sales.csv')):
    try:
        bad()
    except (OSError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
with open('a/b/c/f.txt', 'w') as f:
    f.write('x')
print(list(os.walk('a')))
print(list(os.walk('a', topdown=False)))
print([(d, sorted(fs)) for d, _, fs in os.walk('data')])
os.rename('a/b/c/f.txt', 'a/f2.txt')
os.replace('a/f2.txt', 'a/f3.txt')
with open('a/g.txt', 'w') as f:
    f.write('gg')
os.replace('a/g.txt', 'a/f3.txt')
print(open('a/f3.txt').read(), sorted(os.listdir('a')))
os.remove('a/f3.txt')
os.removedirs('a/b/c')
print(os.path.exists('a'), os.path.exists('newdir'))
os.rmdir('newdir')
os.chdir('data')
print(os.getcwd(), sorted(os.listdir()), open('a.txt').readline())
os.chdir('..')
os.chdir('nested') if os.path.isdir('nested') else print('no nested here')
print(os.getcwd().endswith('/work'))
os.truncate('data/a.txt', 5)
print(open('data/a.txt').read())
print(os.sep, os.linesep == '\n', os.curdir, os.pardir, os.name, os.path.sep, os.fspath('x'), os.fspath(b'x'))
print(os.access('sales.csv', os.R_OK), os.access('nope', os.F_OK))
os.unlink('empty.txt')
print(sorted(os.listdir('.')))
