# S_IS* predicates and S_IMODE/S_IFMT
import stat
modes = [0o100644, 0o040755, 0o120777, 0o020600, 0o060660, 0o010644, 0o140755]
for m in modes:
    print(stat.S_ISREG(m), stat.S_ISDIR(m), stat.S_ISLNK(m), stat.S_ISCHR(m), stat.S_ISBLK(m), stat.S_ISFIFO(m), stat.S_ISSOCK(m), oct(stat.S_IMODE(m)), oct(stat.S_IFMT(m)))
print(stat.S_ISDOOR(0), stat.S_ISPORT(0), stat.S_ISWHT(0))
