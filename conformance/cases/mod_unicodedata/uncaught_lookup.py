# lookup of an unknown name raises KeyError
import unicodedata
unicodedata.lookup('NOT A CHARACTER NAME')
