# sorting and filtering lists of dataclasses
from dataclasses import dataclass, field
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
tasks = [Task(3, 'c'), Task(1, 'a'), Task(2, 'b')]
print(sorted(tasks), min(tasks).name, [t.name for t in tasks if t.priority > 1])
