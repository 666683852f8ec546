# from __future__ import annotations is accepted; the feature records are importable
from __future__ import annotations
import __future__


def area(w: Width, h: float) -> Area:
    return w * h


print(area(3, 4.5))
print(__future__.annotations)
print(__future__.division.getMandatoryRelease())
print(__future__.all_feature_names[-1])
