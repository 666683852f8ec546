# copy.Error exists
import copy
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
