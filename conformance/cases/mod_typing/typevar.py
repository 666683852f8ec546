# TypeVar reprs and attributes
import typing
from typing import *

T = TypeVar('T')
N = TypeVar('N', int, float)
B = TypeVar('B', bound=str)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
print(T, N, B, Co, Contra, N.__constraints__, B.__bound__, T.__name__, Co.__covariant__)
