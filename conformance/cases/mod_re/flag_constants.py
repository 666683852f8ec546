# flag constants values
import re
print(int(re.I), int(re.IGNORECASE), int(re.M), int(re.S), int(re.X), int(re.A), int(re.U), int(re.L))
print(int(re.I | re.M), int(re.NOFLAG))
