# glob and fnmatch: patterns, hidden files, recursive '**', root_dir, escape.
import glob, fnmatch
print(sorted(glob.glob('*.csv')), sorted(glob.glob('*.txt')), sorted(glob.glob('data/*')))
print(len(glob.glob('*')))
print(sorted(glob.glob('.*')), sorted(glob.glob('*', include_hidden=True))[:2])
print(sorted(glob.glob('**/*.txt', recursive=True)), sorted(glob.glob('**/*.txt')))
print(sorted(glob.glob('data/**', recursive=True)), sorted(glob.glob('**/', recursive=True)))
print(sorted(glob.glob('*.txt', root_dir='data')), sorted(glob.glob('[bc]*.*')), sorted(glob.glob('?????.csv')))
print(glob.glob('nope*'), glob.glob('sales.csv'), glob.glob('nope.csv'), glob.glob('data/'))
print(sorted(glob.iglob('data/*.txt')), glob.escape('a[b]*?.txt'), glob.has_magic('a*'), glob.has_magic('ab'))
print(sorted(glob.glob(b'*.csv')))
print(fnmatch.fnmatch('report.CSV', '*.csv'), fnmatch.fnmatchcase('a.py', '*.py'), fnmatch.fnmatch('x1', 'x[0-9]'))
print(fnmatch.filter(['a.py', 'b.txt', 'c.py', '.d.py'], '*.py'), fnmatch.fnmatch('a', '[!b]'), fnmatch.fnmatch('[', '['))
print(fnmatch.fnmatch('a]', '[]]'), fnmatch.fnmatch('-', '[a-]'), fnmatch.fnmatch('ab', 'a?'), fnmatch.fnmatch('a/b', 'a*'))
