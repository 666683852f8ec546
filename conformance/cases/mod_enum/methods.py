# methods, properties and classmethods on enums
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.673e-11
        return G * self.mass / (self.radius * self.radius)
    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)
    def describe(self):
        return '%s has mass %s' % (self.name.title(), self.mass)
print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 3))
print(Planet.heaviest(), Planet.MERCURY.describe())
print(Planet((5.976e+24, 6.37814e6)))
