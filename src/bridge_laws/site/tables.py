"""The cells of a table's header rows, as the law pages draw them."""

from __future__ import annotations


def header_cells(row) -> list[tuple[str, int]]:
    """A header row as (text, columns spanned): a heading repeated over adjacent columns is one
    cell («ДО ЗОНЫ» ×3 → one cell over three columns); empty cells stay single."""
    cells: list[list] = []
    for cell in row:
        if cells and cell and cells[-1][0] == cell:
            cells[-1][1] += 1
        else:
            cells.append([cell, 1])
    return [(text, span) for text, span in cells]


def header_grid(header) -> list[list[tuple[str, int, int]]]:
    """Header rows as cells (text, columns, rows spanned): the corner heading printed over rows
    whose corner is empty («За каждую недобранную взятку» over «без контры», …) spans them."""
    rows = [header_cells(r) for r in header]
    corner = len(rows) > 1 and rows[0] and rows[0][0][0] and all(r and r[0] == ("", 1) for r in rows[1:])
    grid = []
    for i, cells in enumerate(rows):
        if corner and i > 0:
            cells = cells[1:]
        grid.append([(t, c, len(rows) if corner and i == 0 and j == 0 else 1) for j, (t, c) in enumerate(cells)])
    return grid
