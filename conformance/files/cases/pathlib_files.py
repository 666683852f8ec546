# pathlib: pure paths and Path over files: read/write helpers, iterdir, glob, mkdir, stat, rename, unlink.
from pathlib import Path, PurePosixPath, PurePath, PosixPath
p = PurePosixPath('/srv/data/report.final.csv')
print(p.parts, p.parent, p.name, p.suffix, p.suffixes, p.stem, p.anchor, list(p.parents)[:2])
print(p.with_suffix('.json'), p.with_name('x.txt'), p.with_stem('y'), p.relative_to('/srv'), p.match('*.csv'))
print(PurePosixPath('a') / 'b' / 'c', 'x' / PurePosixPath('y'), PurePath('a', '/b'), repr(PurePath('q')))
print(Path('.').resolve(), Path.cwd(), Path('data/../sales.csv').resolve(), Path('x').absolute())
root = Path('.')
print(sorted(x.name for x in root.iterdir()))
print(sorted(str(x) for x in root.glob('*.csv')), sorted(str(x) for x in root.glob('**/*.txt')))
print(sorted(str(x) for x in root.rglob('*.txt')), sorted(str(x) for x in Path('data').glob('*')))
print(sorted(str(x) for x in root.glob('data/*/')), sorted(str(x) for x in root.glob('*')) == sorted(str(x) for x in root.iterdir()))
s = Path('sales.csv')
print(s.exists(), s.is_file(), s.is_dir(), s.stat().st_size, len(s.read_text().splitlines()), s.read_bytes()[:4])
out = Path('out') / 'sub' / 'r.txt'
out.parent.mkdir(parents=True, exist_ok=True)
print(out.write_text('héllo\n'), out.read_text(), out.read_bytes(), out.exists())
print(Path('out/b.bin').write_bytes(b'\x00\x01'), Path('out/b.bin').stat().st_size)
with Path('out/sub/r.txt').open('a') as f:
    f.write('more\n')
print(Path('out/sub/r.txt').read_text().splitlines())
new = Path('out/sub/r.txt').rename('out/moved.txt')
print(new, type(new).__name__, new.exists(), Path('out/sub/r.txt').exists())
Path('out/moved.txt').replace('out/replaced.txt')
Path('out/touched').touch()
Path('out/touched').touch()
print(sorted(x.name for x in Path('out').iterdir()))
Path('out/touched').unlink()
Path('out/touched').unlink(missing_ok=True)
for bad in (lambda: Path('out/touched').unlink(), lambda: Path('out').rmdir(), lambda: Path('out').mkdir(),
            lambda: Path('nope/x').mkdir(), lambda: Path('nope.txt').read_text(),
            lambda: Path('x').write_text(b'bytes'), lambda: Path('out/sub').touch(exist_ok=False),
            lambda: PurePosixPath('a').relative_to('b'), lambda: list(root.glob('')), lambda: list(root.glob('/abs'))):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
Path('out/sub').rmdir()
print(Path('out').is_dir(), Path('out/sub').exists(), Path('nope').exists(), Path('sales.csv/x').exists())
print(Path('data') == Path('data/'), Path('a') < Path('b'), Path('data/a.txt') in {Path('data/a.txt')})
print(Path('data/a.txt').samefile('data/../data/a.txt'), Path('~').expanduser() == Path.home())
