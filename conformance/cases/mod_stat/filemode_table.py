# filemode of common permission bits
import stat
for perm in (0o777, 0o755, 0o700, 0o644, 0o600, 0o444, 0o000, 0o4755, 0o2755, 0o1777, 0o4644, 0o2644, 0o1644):
    print(oct(perm), stat.filemode(stat.S_IFREG | perm), stat.filemode(stat.S_IFDIR | perm))
