# itemsize of every typecode
import array
print([(c, array.array(c).itemsize) for c in array.typecodes])
