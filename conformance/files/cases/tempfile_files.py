# tempfile: TemporaryDirectory, NamedTemporaryFile, mkdtemp, gettempdir (names are random: not printed).
import tempfile, os
print(tempfile.gettempdir(), tempfile.gettempprefix())
with tempfile.TemporaryDirectory() as d:
    print(os.path.dirname(d), os.path.basename(d).startswith('tmp'), os.path.isdir(d))
    with open(os.path.join(d, 'x.txt'), 'w') as f:
        f.write('scratch')
    print(os.listdir(d))
print(os.path.exists(d))
with tempfile.NamedTemporaryFile('w+', suffix='.csv', delete=True) as f:
    print(f.name.endswith('.csv'), os.path.dirname(f.name), os.path.exists(f.name))
    f.write('a,b\n')
    f.flush()
    f.seek(0)
    print(repr(f.read()))
    name = f.name
print(os.path.exists(name))
f = tempfile.NamedTemporaryFile(delete=False, dir='.', prefix='keep_', suffix='.bin')
f.write(b'kept')
f.close()
print(os.path.basename(f.name).startswith('keep_'), open(f.name, 'rb').read())
os.remove(f.name)
d = tempfile.mkdtemp(prefix='work_', dir='.')
print(os.path.basename(d).startswith('work_'), os.path.isdir(d))
os.rmdir(d)
with tempfile.TemporaryFile('w+') as t:
    t.write('temp')
    t.seek(0)
    print(t.read())
with tempfile.SpooledTemporaryFile(mode='w+') as s:
    s.write('spooled')
    s.seek(0)
    print(s.read())
print(sorted(os.listdir('.')) == sorted(os.listdir('.')), len(os.listdir(tempfile.gettempdir())))
