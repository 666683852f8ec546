# importing an allowlisted standard module
import math
print(math.sqrt(16), math.floor(-2.5), math.ceil(2.1), math.pi, math.inf)
