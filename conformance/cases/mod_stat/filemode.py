# filemode strings
import stat
for m in (0o100644, 0o040755, 0o120777, 0o100755 | stat.S_ISUID, 0o041777, 0o020600, 0o060660, 0o010644, 0o140755, 0o2755 | 0o100000, 0o1000, 0):
    print(oct(m), stat.filemode(m))
