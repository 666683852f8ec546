## Imports of modules outside the allowlist, however spelled.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Import tricks.
# name: import os
# kind: policy
# want: InterpreterError: Import of os is not allowed. Authorized imports are: ['
import os
---
# name: import os as math
# kind: policy
# want: InterpreterError: Import of os is not allowed
import os as math
---
# name: from os import system
# kind: policy
# want: InterpreterError: Import from os is not allowed. Authorized imports are: ['
from os import system
---
# name: from os import path
# kind: policy
# want: InterpreterError: Import from os is not allowed. Authorized imports are: ['
from os import path
---
# name: from os.path import join
# kind: policy
# want: InterpreterError: Import from os.path is not allowed.
from os.path import join
---
# name: from os import *
# kind: policy
# want: InterpreterError: Import from os is not allowed.
from os import *
---
# name: import subprocess
# kind: policy
# want: InterpreterError: Import of subprocess is not allowed
import subprocess
---
# name: sys frames
# kind: policy
# want: InterpreterError: Forbidden access to private attribute '_getframe' of module 'sys'
import sys
sys._getframe()
---
# name: sys path
# kind: exception
# want: AttributeError: module 'sys' has no attribute 'path' (pyinterp leaves it out
import sys
sys.path.insert(0, '/tmp')
---
# name: import builtins
# kind: policy
# want: InterpreterError: Import of builtins is not allowed
import builtins
---
# name: import importlib
# kind: policy
# want: InterpreterError: Import of importlib is not allowed
import importlib
---
# name: import ctypes
# kind: policy
# want: InterpreterError: Import of ctypes is not allowed
import ctypes
---
# name: import socket
# kind: policy
# want: InterpreterError: Import of socket is not allowed
import socket
---
# name: import pickle
# kind: policy
# want: InterpreterError: Import of pickle is not allowed
import pickle
---
# name: io has no files
# kind: exception
# want: AttributeError: module 'io' has no attribute 'open'
import io
io.open('/etc/passwd')
---
# name: submodule of authorized
# kind: policy
# want: InterpreterError: Import of math.os is not allowed
import math.os
---
# name: os.path dotted
# kind: policy
# want: InterpreterError: Import of os.path is not allowed
import os.path
---
# name: import inside function
# kind: policy
# want: InterpreterError: Import of os is not allowed
def f():
    import os
f()
---
# name: import in except
# kind: policy
# want: InterpreterError: Import of shutil is not allowed
try:
    1/0
except:
    import shutil
---
# name: relative import
# kind: exception
# want: ImportError: attempted relative import with no known parent package
from . import os
