# stat constants
import stat
print(stat.S_IRWXU, stat.S_IRUSR, stat.S_IWUSR, stat.S_IXUSR, stat.S_IRWXG, stat.S_IRWXO, stat.S_ISUID, stat.S_ISGID, stat.S_ISVTX)
print(stat.S_IFDIR, stat.S_IFREG, stat.S_IFLNK, stat.S_IFSOCK, stat.S_IFIFO, stat.S_IFCHR, stat.S_IFBLK)
print(stat.ST_MODE, stat.ST_SIZE, stat.ST_MTIME, stat.UF_HIDDEN, stat.SF_IMMUTABLE, stat.S_IREAD, stat.S_IWRITE, stat.S_IEXEC)
print(stat.FILE_ATTRIBUTE_HIDDEN, stat.FILE_ATTRIBUTE_DIRECTORY)
