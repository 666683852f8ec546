# the default encodings
import sys
print(sys.getdefaultencoding(), sys.getfilesystemencoding())
