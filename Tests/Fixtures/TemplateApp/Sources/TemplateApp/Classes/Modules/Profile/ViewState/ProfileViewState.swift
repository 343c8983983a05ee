//
//  ProfileViewState.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//

import SwiftUI

final class ProfileViewState: ObservableObject, ProfileViewStateProtocol {    
    private let id = UUID()
    private var presenter: ProfilePresenterProtocol?
    
    func set(with presener: ProfilePresenterProtocol) {
        self.presenter = presener
    }
}
