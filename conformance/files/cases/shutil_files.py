# shutil: copyfile, copy, copy2, copytree, rmtree, move, copyfileobj, errors.
import shutil, os
print(shutil.copyfile('sales.csv', 'copy.csv'), open('copy.csv').read() == open('sales.csv').read())
os.mkdir('dest')
print(shutil.copy('notes.txt', 'dest'), shutil.copy2('data/a.txt', 'dest/a2.txt'))
print(shutil.copytree('data', 'data_copy'))
print(sorted((d, sorted(dn), sorted(fn)) for d, dn, fn in os.walk('data_copy')))
try:
    shutil.copytree('data', 'data_copy')
except FileExistsError as e:
    print(type(e).__name__, e)
print(shutil.copytree('data', 'data_copy', dirs_exist_ok=True))
shutil.copytree('data', 'filtered', ignore=shutil.ignore_patterns('*.txt'))
print(sorted(os.listdir('filtered')), sorted(os.listdir('filtered/nested')))
print(shutil.move('copy.csv', 'dest'), sorted(os.listdir('dest')))
print(shutil.move('dest/copy.csv', 'renamed.csv'), os.path.exists('dest/copy.csv'))
print(shutil.move('filtered', 'dest'), sorted(os.listdir('dest')))
shutil.rmtree('data_copy')
print(os.path.exists('data_copy'))
with open('sales.csv', 'rb') as src, open('fobj.bin', 'wb') as dst:
    shutil.copyfileobj(src, dst, 16)
print(os.path.getsize('fobj.bin'))
for bad in (lambda: shutil.copyfile('sales.csv', 'sales.csv'), lambda: shutil.copyfile('nope', 'x'),
            lambda: shutil.rmtree('nope'), lambda: shutil.copyfile('sales.csv', 'data'),
            lambda: shutil.copytree('nope', 'y'), lambda: shutil.move('renamed.csv', 'dest/filtered/..')):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
shutil.rmtree('nope', ignore_errors=True)
errors = []
shutil.rmtree('nope', onerror=lambda f, p, e: errors.append((f.__name__, p, e[0].__name__)))
print(errors)
print(issubclass(shutil.SameFileError, shutil.Error), issubclass(shutil.Error, OSError))
